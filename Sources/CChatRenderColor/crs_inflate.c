#include "crs_color.h"
#include <zlib.h>

int crs_inflate(const uint8_t *input, size_t input_size, uint8_t *output, size_t capacity, size_t *written) {
    z_stream stream = {0};
    if (inflateInit(&stream) != Z_OK) return 3;
    stream.next_in = (Bytef *)input;
    stream.next_out = output;
    int result = 1;
    /* zlib counts in 32-bit units: feed and drain in slices. */
    size_t in_left = input_size, out_left = capacity;
    for (;;) {
        if (stream.avail_in == 0 && in_left > 0) {
            stream.avail_in = in_left > 0x40000000u ? 0x40000000u : (uInt)in_left;
            in_left -= stream.avail_in;
        }
        if (stream.avail_out == 0 && out_left > 0) {
            stream.avail_out = out_left > 0x40000000u ? 0x40000000u : (uInt)out_left;
            out_left -= stream.avail_out;
        }
        int status = inflate(&stream, Z_NO_FLUSH);
        if (status == Z_STREAM_END) {
            *written = (size_t)(stream.next_out - output);
            result = 0;
            break;
        }
        if (status == Z_MEM_ERROR) { result = 3; break; }
        if (status == Z_BUF_ERROR && stream.avail_out == 0 && out_left == 0) { result = 2; break; }
        if (status != Z_OK) { result = 1; break; }
        if (stream.avail_in == 0 && in_left == 0 && stream.avail_out != 0) { result = 1; break; } /* truncated */
    }
    inflateEnd(&stream);
    return result;
}
