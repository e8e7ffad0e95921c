/*
 * PNG writing with libpng's full write API. libpng's errors longjmp back to the setjmp point in
 * crs_png_encode, never into Swift. See include/crs_png.h.
 */
#include "crs_png.h"

#include <png.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

/* State shared with the libpng callbacks. Lives on the heap: after a longjmp its fields are reliable. */
typedef struct crs_png_writer {
    uint8_t *data;
    size_t size;
    size_t capacity;
    int out_of_memory;
    char message[256];
} crs_png_writer;

static void crs_png_copy_message(char *destination, size_t capacity, const char *text) {
    if (destination == NULL || capacity == 0) return;
    snprintf(destination, capacity, "%s", text != NULL ? text : "unknown error");
}

static void crs_png_on_error(png_structp png, png_const_charp text) {
    crs_png_writer *writer = (crs_png_writer *)png_get_error_ptr(png);
    if (writer != NULL) crs_png_copy_message(writer->message, sizeof writer->message, text);
    png_longjmp(png, 1);
}

static void crs_png_on_warning(png_structp png, png_const_charp text) {
    /* Warnings (none are expected for the chunks written here) do not change the output. */
    (void)png;
    (void)text;
}

static void crs_png_on_write(png_structp png, png_bytep bytes, size_t length) {
    crs_png_writer *writer = (crs_png_writer *)png_get_io_ptr(png);
    if (length > SIZE_MAX - writer->size) {
        writer->out_of_memory = 1;
        png_error(png, "PNG output larger than addressable memory");
    }
    size_t needed = writer->size + length;
    if (needed > writer->capacity) {
        size_t capacity = writer->capacity;
        while (capacity < needed) {
            capacity = capacity > SIZE_MAX / 2 ? needed : capacity * 2;
        }
        uint8_t *grown = (uint8_t *)realloc(writer->data, capacity);
        if (grown == NULL) {
            writer->out_of_memory = 1;
            png_error(png, "out of memory while growing the PNG output buffer");
        }
        writer->data = grown;
        writer->capacity = capacity;
    }
    memcpy(writer->data + writer->size, bytes, length);
    writer->size = needed;
}

static void crs_png_on_flush(png_structp png) {
    (void)png;
}

static int crs_png_libpng_filters(int filters) {
    int mask = 0;
    if (filters & CRS_PNG_FILTER_NONE) mask |= PNG_FILTER_NONE;
    if (filters & CRS_PNG_FILTER_SUB) mask |= PNG_FILTER_SUB;
    if (filters & CRS_PNG_FILTER_UP) mask |= PNG_FILTER_UP;
    if (filters & CRS_PNG_FILTER_AVERAGE) mask |= PNG_FILTER_AVG;
    if (filters & CRS_PNG_FILTER_PAETH) mask |= PNG_FILTER_PAETH;
    return mask;
}

static int crs_png_zlib_strategy(int strategy) {
    switch (strategy) {
    case CRS_PNG_STRATEGY_FILTERED: return Z_FILTERED;
    case CRS_PNG_STRATEGY_HUFFMAN_ONLY: return Z_HUFFMAN_ONLY;
    case CRS_PNG_STRATEGY_RLE: return Z_RLE;
    case CRS_PNG_STRATEGY_FIXED: return Z_FIXED;
    default: return Z_DEFAULT_STRATEGY;
    }
}

static size_t crs_png_bytes_per_pixel(int layout) {
    return layout == CRS_PNG_LAYOUT_RGB ? 3 : 4;
}

/* Whether a row is "flat": at most a quarter of its pixels differ from their left neighbour. Measured on
 * chat screenshots, such rows (solid fills, antialiased text on plain backgrounds) compress best
 * unfiltered, while rows crossing a photo compress best with adaptive filtering. */
static int crs_png_row_is_flat(const uint8_t *row, uint32_t width, size_t bytes_per_pixel, int compare_alpha) {
    size_t changes = 0;
    const uint8_t *previous = row;
    const uint8_t *pixel = row + bytes_per_pixel;
    for (uint32_t x = 1; x < width; x++, previous = pixel, pixel += bytes_per_pixel) {
        if (pixel[0] != previous[0] || pixel[1] != previous[1] || pixel[2] != previous[2] ||
            (compare_alpha && pixel[3] != previous[3])) {
            changes++;
        }
    }
    return changes * 4 <= (size_t)width;
}

static const char *crs_png_check_params(const crs_png_encode_params *params, const uint8_t *pixels) {
    if (params == NULL || pixels == NULL) return "no parameters or no pixels were given";
    if (params->width == 0 || params->height == 0) return "the image has no pixels (width or height is 0)";
    if (params->width > 0x7fffffffu || params->height > 0x7fffffffu) return "width or height exceeds the PNG maximum of 2^31 - 1";
    if (params->layout != CRS_PNG_LAYOUT_RGB && params->layout != CRS_PNG_LAYOUT_RGBX && params->layout != CRS_PNG_LAYOUT_RGBA) return "unknown pixel layout";
    if (params->row_stride / crs_png_bytes_per_pixel(params->layout) < params->width) return "row stride is smaller than one row of pixels";
    if (params->compression_level < 0 || params->compression_level > 9) return "compression level must be 0 ... 9";
    if ((params->filters & CRS_PNG_FILTER_ALL) == 0 || (params->filters & ~CRS_PNG_FILTER_ALL) != 0) return "filters must be a non-empty combination of NONE, SUB, UP, AVERAGE, PAETH";
    if ((params->flat_filters & ~CRS_PNG_FILTER_ALL) != 0) return "flat-row filters must be 0 or a combination of NONE, SUB, UP, AVERAGE, PAETH";
    if (params->strategy < CRS_PNG_STRATEGY_DEFAULT || params->strategy > CRS_PNG_STRATEGY_FIXED) return "unknown compression strategy";
    return NULL;
}

int crs_png_encode(const crs_png_encode_params *params, const uint8_t *pixels,
                   uint8_t **out_data, size_t *out_size,
                   char *message, size_t message_capacity) {
    if (out_data == NULL || out_size == NULL) {
        crs_png_copy_message(message, message_capacity, "no output location was given");
        return CRS_PNG_ERROR_INVALID_ARGUMENT;
    }
    *out_data = NULL;
    *out_size = 0;
    const char *invalid = crs_png_check_params(params, pixels);
    if (invalid != NULL) {
        crs_png_copy_message(message, message_capacity, invalid);
        return CRS_PNG_ERROR_INVALID_ARGUMENT;
    }

    crs_png_writer *writer = (crs_png_writer *)calloc(1, sizeof *writer);
    if (writer == NULL) {
        crs_png_copy_message(message, message_capacity, "out of memory before writing the PNG");
        return CRS_PNG_ERROR_OUT_OF_MEMORY;
    }
    /* Start near the size a flat-colour screenshot compresses to; the buffer doubles as needed. */
    size_t row_bytes = (size_t)params->width * crs_png_bytes_per_pixel(params->layout) + 1;
    size_t first_capacity = (size_t)params->height > SIZE_MAX / row_bytes ? 1u << 20 : row_bytes * params->height / 8 + 1024;
    writer->data = (uint8_t *)malloc(first_capacity);
    if (writer->data == NULL) {
        free(writer);
        crs_png_copy_message(message, message_capacity, "out of memory before writing the PNG");
        return CRS_PNG_ERROR_OUT_OF_MEMORY;
    }
    writer->capacity = first_capacity;

    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, writer, crs_png_on_error, crs_png_on_warning);
    if (png == NULL) {
        free(writer->data);
        free(writer);
        crs_png_copy_message(message, message_capacity, "libpng could not create a write structure (out of memory?)");
        return CRS_PNG_ERROR_OUT_OF_MEMORY;
    }
    png_infop info = png_create_info_struct(png);
    if (info == NULL) {
        png_destroy_write_struct(&png, NULL);
        free(writer->data);
        free(writer);
        crs_png_copy_message(message, message_capacity, "libpng could not create an info structure (out of memory?)");
        return CRS_PNG_ERROR_OUT_OF_MEMORY;
    }

    /* `png`, `info`, `writer` and `params` are not modified after this point, so they are valid after a longjmp. */
    if (setjmp(png_jmpbuf(png))) {
        int code = writer->out_of_memory ? CRS_PNG_ERROR_OUT_OF_MEMORY : CRS_PNG_ERROR_LIBPNG;
        crs_png_copy_message(message, message_capacity, writer->message[0] != '\0' ? writer->message : "libpng failed without a message");
        png_destroy_write_struct(&png, &info);
        free(writer->data);
        free(writer);
        return code;
    }

    png_set_write_fn(png, writer, crs_png_on_write, crs_png_on_flush);
    png_set_compression_level(png, params->compression_level);
    png_set_compression_strategy(png, crs_png_zlib_strategy(params->strategy));
    /* Start with every filter either row class uses: libpng sizes its row buffers on the first row, and
     * filters needing the previous row (UP, AVERAGE, PAETH) cannot be switched on later otherwise. */
    png_set_filter(png, PNG_FILTER_TYPE_BASE, crs_png_libpng_filters(params->filters | params->flat_filters));
    png_set_IHDR(png, info, params->width, params->height, 8,
                 params->layout == CRS_PNG_LAYOUT_RGBA ? PNG_COLOR_TYPE_RGB_ALPHA : PNG_COLOR_TYPE_RGB,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_set_sRGB(png, info, PNG_sRGB_INTENT_PERCEPTUAL);
    png_write_info(png, info);
    if (params->layout == CRS_PNG_LAYOUT_RGBX) {
        /* Rows carry a 4th byte after RGB; libpng drops it while writing (no copy of the image). */
        png_set_filler(png, 0, PNG_FILLER_AFTER);
    }
    size_t bytes_per_pixel = crs_png_bytes_per_pixel(params->layout);
    int compare_alpha = params->layout == CRS_PNG_LAYOUT_RGBA;
    int detailed_mask = crs_png_libpng_filters(params->filters);
    int flat_mask = crs_png_libpng_filters(params->flat_filters);
    for (uint32_t y = 0; y < params->height; y++) {
        const uint8_t *row = pixels + (size_t)y * params->row_stride;
        if (params->flat_filters != 0 && y > 0) {
            int flat = crs_png_row_is_flat(row, params->width, bytes_per_pixel, compare_alpha);
            png_set_filter(png, PNG_FILTER_TYPE_BASE, flat ? flat_mask : detailed_mask);
        }
        png_write_row(png, row);
    }
    png_write_end(png, NULL);
    png_destroy_write_struct(&png, &info);

    *out_data = writer->data;
    *out_size = writer->size;
    free(writer);
    return CRS_PNG_OK;
}

void crs_png_free(uint8_t *data) {
    free(data);
}
