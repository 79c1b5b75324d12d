// The C target holding the bundled data on Linux: see include/KeyboardResourceFiles.h.
#include "KeyboardResourceFiles.h"

int keyboard_resource_files_layout_version(void) { return 1; }
