# Source this file: `. scripts/find-java.sh`. The Nu HTML Checker (npm `vnu-jar`) in the
# test suite needs Java 11 or newer. Uses `java` from PATH; on Debian as root it installs
# Debian's default-jre-headless when Java is missing; otherwise it says how to get one.

find_java() {
  local major
  if command -v java > /dev/null; then
    major="$(java -version 2>&1 | sed -n 's/.*version "\([0-9]*\).*/\1/p' | head -n 1)"
    if [ -n "$major" ] && [ "$major" -ge 11 ]; then return 0; fi
    echo "find-java: java ${major:-?} is older than 11, which the Nu HTML Checker needs" >&2
  fi
  if [ -f /etc/debian_version ] && [ "$(id -u)" = "0" ] && command -v apt-get > /dev/null; then
    echo "find-java: installing Debian's default-jre-headless for the Nu HTML Checker" >&2
    (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq default-jre-headless > /dev/null) || {
      echo "find-java: apt-get could not install default-jre-headless" >&2
      return 1
    }
    return 0
  fi
  cat >&2 << 'MSG'
find-java: no Java 11+ found; the HTML validation tests (Nu HTML Checker) need it.
  Install one (Debian/Ubuntu: `sudo apt-get install default-jre-headless`; macOS: `brew install openjdk`).
MSG
  return 1
}

find_java
