# Xcode: target › Build Phases › + › New Run Script Phase, shell /bin/sh, this script.
# Findings appear in the issue navigator at their line; errors fail the build.
# With User Script Sandboxing on, list the flow files (or their folder) under Input Files.
export PATH="$PATH:/opt/homebrew/bin:/usr/local/bin"
if command -v flowc >/dev/null 2>&1; then
    flowc lint --format xcode "$SRCROOT"
else
    echo "warning: flowc is not installed, so the flows were not linted"
fi
