public enum RunnerPlaceholder {}
