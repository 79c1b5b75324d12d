// hunspell's C API. pkg-config (`hunspell`) supplies the include path and `-lhunspell-1.7`.
#include <hunspell.h>
