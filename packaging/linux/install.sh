#!/bin/sh
# Add Thousand to this user's applications menu (./install.sh), or take it out (./install.sh --remove).
# Run it from the unpacked folder: the game stays where it is, so run it again after moving the folder.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
data=${XDG_DATA_HOME:-$HOME/.local/share}
if [ "${1:-}" = "--remove" ]; then
    rm -f "$data/applications/thousand.desktop" "$data/icons/hicolor/scalable/apps/thousand.svg"
    rm -f "$data"/icons/hicolor/*x*/apps/thousand.png
    echo "Thousand is no longer in the applications menu."
    exit 0
fi
(cd "$here/icons" && find hicolor -type f) | while read -r icon; do
    mkdir -p "$data/icons/$(dirname "$icon")"
    cp "$here/icons/$icon" "$data/icons/$icon"
done
# Exec: the program's absolute path, quoted, with " ` $ \ escaped twice (desktop entry rules).
exec_path=$(printf '%s' "$here/thousand" | sed 's/[\\"`$]/\\\\&/g')
mkdir -p "$data/applications"
while IFS= read -r line; do
    case "$line" in
        Exec=*) printf 'Exec="%s"\n' "$exec_path" ;;
        *) printf '%s\n' "$line" ;;
    esac
done < "$here/thousand.desktop" > "$data/applications/thousand.desktop"
echo "Thousand is in the applications menu (it starts $here/thousand)."
