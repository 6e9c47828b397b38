/// The Bash function `install_swift`, which installs a Swift release from swift.org's
/// tarball on Ubuntu 22.04 or 24.04 (x86_64 or aarch64) into `/opt/swift`, as swift.org's
/// "Linux installation via tarball" says: the packages it needs, the tarball for this
/// Ubuntu, its signature checked against swift.org's keys. Both platforms' autograders
/// carry it: Gradescope's `setup.sh` and Classroom 50's `install-swift.sh`.
///
/// ```
/// SwiftInstallScript.function(version: "6.3.1")   // "install_swift() {\n ..."
/// ```
///
/// It must run as root, and it stops (`set -e` in the caller) at the first failure.
public enum SwiftInstallScript {
    /// Where the toolchain goes; its `usr/bin` is put first on the `PATH`.
    public static let folder = "/opt/swift"

    public static func function(version: String) -> String {
        #"""
        # Installs Swift \#(version) from swift.org into \#(folder), as swift.org's "Linux
        # installation via tarball" says. Ubuntu 22.04 and 24.04, x86_64 and aarch64.
        install_swift() {
            . /etc/os-release
            local gcc
            case "${ID:-}-${VERSION_ID:-}" in
                ubuntu-22.04) gcc=11 ;;
                ubuntu-24.04) gcc=13 ;;
                *) echo "Swift is not installed, and this script installs it only on Ubuntu 22.04 or 24.04, not on ${PRETTY_NAME:-this system}. Install Swift \#(version) and run it again." >&2
                   return 1 ;;
            esac
            local packages="binutils ca-certificates curl git gnupg2 libc6-dev libcurl4-openssl-dev libedit2 libgcc-$gcc-dev libncurses-dev libpython3-dev libsqlite3-0 libstdc++-$gcc-dev libxml2-dev libz3-dev pkg-config tzdata unzip zlib1g-dev"
            export DEBIAN_FRONTEND=noninteractive
            apt-get update -qq
            # shellcheck disable=SC2086
            apt-get install -y -qq $packages
            local suffix=""
            [ "$(uname -m)" = aarch64 ] && suffix="-aarch64"
            local name="swift-\#(version)-RELEASE-ubuntu${VERSION_ID}${suffix}"
            local url="https://download.swift.org/swift-\#(version)-release/ubuntu${VERSION_ID//./}${suffix}/swift-\#(version)-RELEASE/$name.tar.gz"
            local download
            download="$(mktemp -d)"
            echo "Downloading $url"
            curl -fsSL "$url" -o "$download/swift.tar.gz"
            curl -fsSL "$url.sig" -o "$download/swift.tar.gz.sig"
            export GNUPGHOME="$download/gnupg"
            mkdir -m 700 "$GNUPGHOME"
            curl -fsSL https://swift.org/keys/all-keys.asc | gpg --batch --quiet --import -
            gpg --batch --verify "$download/swift.tar.gz.sig" "$download/swift.tar.gz"
            mkdir -p \#(folder)
            tar -xzf "$download/swift.tar.gz" -C \#(folder) --strip-components 1
            rm -rf "$download"
            unset GNUPGHOME
            \#(folder)/usr/bin/swift --version
        }
        """#
    }

    /// Uses the `swift` on the `PATH`; where there is none, the one installed before, or
    /// installs one.
    public static let ensureSwift = #"""
        if ! command -v swift >/dev/null 2>&1 && [ -x \#(folder)/usr/bin/swift ]; then export PATH="\#(folder)/usr/bin:$PATH"; fi
        if ! command -v swift >/dev/null 2>&1; then
            install_swift
            export PATH="\#(folder)/usr/bin:$PATH"
        fi
        """#
}
