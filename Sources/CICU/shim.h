/* ICU's C API for line breaking (UAX #14) and the bidirectional algorithm (UAX #9).
 * Only CChatRenderICU includes this module: a Swift module that saw these headers next to Foundation's
 * own ICU module would fail to build, so no Swift target depends on CICU directly. */
#include <unicode/utypes.h>
#include <unicode/ubrk.h>
#include <unicode/ubidi.h>
