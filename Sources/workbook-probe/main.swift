// The probe, built with the student's chapter code: `workbook grade` starts it in the
// sandbox, sends it inputs and judges its answers outside it. See Sources/Probes.
import Probes

ProbeProgram.main(arguments: Array(CommandLine.arguments.dropFirst()))
