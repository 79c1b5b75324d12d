// KeyboardResourceFiles: the C target that holds the bundled data on Linux (Package.swift).
//
// SwiftPM copies a target's resources into a `<package>_<target>.resources` folder beside the
// products, and for a Swift target it also compiles a `Bundle.module` accessor that imports
// Foundation — which a process then loads at start-up, about 6 MB resident on Linux
// (docs/PERFORMANCE.md, "Memory"). A C target gets its resources copied the same way and no
// accessor; KeyboardResources finds the folder without Foundation.
#ifndef KEYBOARD_RESOURCE_FILES_H
#define KEYBOARD_RESOURCE_FILES_H

/// The version of the bundled data's layout (`Lexicon/`, `Emoji/`, `Layouts/`); 1.
int keyboard_resource_files_layout_version(void);

#endif
