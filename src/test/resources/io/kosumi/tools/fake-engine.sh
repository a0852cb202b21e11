#!/bin/sh
# A scripted GTP engine for the match runner's tests. $1 says what genmove answers:
# pass, a1 (always A1: illegal the second time), crash (exits), slow (2 s, then pass),
# resign, garbage (an off-board vertex). Everything else is acknowledged.
mode="$1"
while IFS= read -r line; do
  set -- $line
  case "$1" in
    name) printf '= fake-%s\n\n' "$mode" ;;
    version) printf '= 1\n\n' ;;
    genmove)
      case "$mode" in
        pass) printf '= pass\n\n' ;;
        a1) printf '= A1\n\n' ;;
        crash) exit 3 ;;
        slow) sleep 2; printf '= pass\n\n' ;;
        resign) printf '= resign\n\n' ;;
        garbage) printf '= Z99\n\n' ;;
      esac ;;
    quit) printf '=\n\n'; exit 0 ;;
    *) printf '=\n\n' ;;
  esac
done
