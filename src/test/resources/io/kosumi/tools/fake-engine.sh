#!/bin/sh
# A scripted GTP engine for the match runner's tests. $1 says what genmove answers:
# pass, a1 (always A1: illegal the second time), crash (exits), slow (2 s, then pass),
# hang (never answers), resign, garbage (an off-board vertex), a1once (A1 first, then pass). $2, if given, is
# the answer to final_status_list (e.g. A1; "-" for none). $3, if given, is a file each
# command is appended to (to check what the runner sent). Everything else is acknowledged.
mode="$1"
dead="$2"
[ "$dead" = "-" ] && dead=""
log="$3"
played=0
while IFS= read -r line; do
  if [ -n "$log" ]; then printf '%s\n' "$line" >> "$log"; fi
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
        hang) sleep 600 ;;
        resign) printf '= resign\n\n' ;;
        garbage) printf '= Z99\n\n' ;;
        a1once)
          if [ "$played" = 0 ]; then played=1; printf '= A1\n\n'; else printf '= pass\n\n'; fi ;;
      esac ;;
    final_status_list) printf '= %s\n\n' "$dead" ;;
    clear_board) played=0; printf '=\n\n' ;;
    quit) printf '=\n\n'; exit 0 ;;
    *) printf '=\n\n' ;;
  esac
done
