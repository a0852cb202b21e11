# Sourced by the launchers in tools/: sets KOSUMI_ROOT and KOSUMI_JAR and (re)builds the jar
# when it is missing or older than any source file, the shipped book (sgf/book) or pom.xml. Build output goes to stderr,
# because stdout belongs to the GTP protocol.
KOSUMI_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
KOSUMI_JAR="$KOSUMI_ROOT/target/kosumi.jar"

kosumi_build_if_stale() {
  local stale=0
  if [[ ! -f "$KOSUMI_JAR" ]]; then
    stale=1
  elif [[ -n "$(find "$KOSUMI_ROOT/src/main" "$KOSUMI_ROOT/sgf/book" "$KOSUMI_ROOT/pom.xml" -newer "$KOSUMI_JAR" -print -quit 2>/dev/null)" ]]; then
    stale=1
  fi
  if [[ $stale == 1 ]]; then
    if ! command -v mvn >/dev/null 2>&1; then
      echo "kosumi: $KOSUMI_JAR is missing or stale and Maven (mvn) is not installed" >&2
      return 1
    fi
    echo "kosumi: building $KOSUMI_JAR ..." >&2
    (cd "$KOSUMI_ROOT" && mvn -B -q -DskipTests package) >&2 || {
      echo "kosumi: build failed" >&2
      return 1
    }
  fi
}

kosumi_java() {
  if [[ -n "${JAVA_HOME:-}" && -x "$JAVA_HOME/bin/java" ]]; then
    echo "$JAVA_HOME/bin/java"
  else
    echo java
  fi
}

# JVM options every launcher passes before JAVA_OPTS (which can override them): the ones in
# src/dist/lib/jvm.options, the file the distribution's bin/kosumi passes to java, so the two
# kinds of launcher cannot drift apart. Comments are dropped; the options hold no spaces.
KOSUMI_JVM_DEFAULTS="$(sed -e 's/#.*//' "$KOSUMI_ROOT/src/dist/lib/jvm.options" | tr -s ' \t\n' '   ')"
