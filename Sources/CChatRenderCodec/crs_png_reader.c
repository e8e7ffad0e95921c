/* Row-by-row PNG reading. libpng's errors longjmp back to the setjmp of the call in progress, never into Swift.
 * See include/crs_png_reader.h. */
#include "crs_png_reader.h"

#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct crs_png_reader {
    png_structp png;
    png_infop info;
    const uint8_t *data;
    size_t size;
    size_t offset;
    uint32_t width;
    uint32_t height;
    uint32_t rows_read;
    int started;
    char message[256];
};

static void crs_png_reader_on_error(png_structp png, png_const_charp text) {
    crs_png_reader *reader = (crs_png_reader *)png_get_error_ptr(png);
    snprintf(reader->message, sizeof reader->message, "%s", text != NULL ? text : "libpng error");
    png_longjmp(png, 1);
}

static void crs_png_reader_on_warning(png_structp png, png_const_charp text) {
    (void)png;
    (void)text;
}

static void crs_png_reader_on_read(png_structp png, png_bytep out, size_t length) {
    crs_png_reader *reader = (crs_png_reader *)png_get_io_ptr(png);
    if (length > reader->size - reader->offset) png_error(png, "the data ends before the image does (truncated file)");
    memcpy(out, reader->data + reader->offset, length);
    reader->offset += length;
}

static void crs_png_reader_copy(char *message, size_t capacity, const char *text) {
    if (message != NULL && capacity > 0) snprintf(message, capacity, "%s", text);
}

crs_png_reader *crs_png_reader_open(const uint8_t *data, size_t size, crs_png_reader_info *info,
                                    char *message, size_t capacity) {
    if (data == NULL || info == NULL || size < 8 || png_sig_cmp(data, 0, 8) != 0) {
        crs_png_reader_copy(message, capacity, "not PNG data");
        return NULL;
    }
    crs_png_reader *reader = calloc(1, sizeof *reader);
    if (reader == NULL) {
        crs_png_reader_copy(message, capacity, "out of memory");
        return NULL;
    }
    reader->data = data;
    reader->size = size;
    reader->png = png_create_read_struct(PNG_LIBPNG_VER_STRING, reader, crs_png_reader_on_error, crs_png_reader_on_warning);
    if (reader->png == NULL || (reader->info = png_create_info_struct(reader->png)) == NULL) {
        crs_png_reader_copy(message, capacity, "libpng could not start (out of memory?)");
        crs_png_reader_free(reader);
        return NULL;
    }
    if (setjmp(png_jmpbuf(reader->png))) {
        crs_png_reader_copy(message, capacity, reader->message);
        crs_png_reader_free(reader);
        return NULL;
    }
    png_set_read_fn(reader->png, reader, crs_png_reader_on_read);
    /* Image sizes are checked by the caller against its own limits. */
    png_set_user_limits(reader->png, 0x7fffffff, 0x7fffffff);
    png_read_info(reader->png, reader->info);
    info->width = png_get_image_width(reader->png, reader->info);
    info->height = png_get_image_height(reader->png, reader->info);
    info->bit_depth = png_get_bit_depth(reader->png, reader->info);
    info->color_type = png_get_color_type(reader->png, reader->info);
    info->interlaced = png_get_interlace_type(reader->png, reader->info) != PNG_INTERLACE_NONE;
    reader->width = info->width;
    reader->height = info->height;
    return reader;
}

int crs_png_reader_streamable(const crs_png_reader_info *info) {
    return info->bit_depth == 8 && !info->interlaced
        && (info->color_type == PNG_COLOR_TYPE_RGB || info->color_type == PNG_COLOR_TYPE_RGB_ALPHA);
}

int crs_png_reader_rows(crs_png_reader *reader, uint8_t *rgba, uint32_t count, char *message, size_t capacity) {
    if (reader == NULL || rgba == NULL) {
        crs_png_reader_copy(message, capacity, "no reader");
        return -1;
    }
    if (count > reader->height - reader->rows_read) {
        crs_png_reader_copy(message, capacity, "more rows asked for than the image has");
        return -1;
    }
    if (setjmp(png_jmpbuf(reader->png))) {
        crs_png_reader_copy(message, capacity, reader->message);
        return -1;
    }
    if (!reader->started) {
        if (png_get_color_type(reader->png, reader->info) == PNG_COLOR_TYPE_RGB) {
            png_set_filler(reader->png, 0xFF, PNG_FILLER_AFTER);
        }
        png_read_update_info(reader->png, reader->info);
        reader->started = 1;
    }
    for (uint32_t row = 0; row < count; row++) {
        png_read_row(reader->png, rgba + (size_t)row * reader->width * 4, NULL);
        reader->rows_read++;
    }
    return 0;
}

void crs_png_reader_free(crs_png_reader *reader) {
    if (reader == NULL) return;
    if (reader->png != NULL) png_destroy_read_struct(&reader->png, reader->info != NULL ? &reader->info : NULL, NULL);
    free(reader);
}
