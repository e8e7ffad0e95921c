/*
 * Row-by-row JPEG writing with libjpeg. libjpeg reports errors through error_exit, which must not return: here
 * it longjmps back to the setjmp point of the API call in progress, never into Swift. See include/crs_jpeg.h.
 */
#include "crs_jpeg.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>

enum { CRS_JPEG_BUFFER = 64 * 1024 };

struct crs_jpeg_writer {
    struct jpeg_compress_struct cinfo;
    struct jpeg_error_mgr errors;
    struct jpeg_destination_mgr destination;
    jmp_buf jump;
    crs_jpeg_output output;
    void *context;
    int output_failed;
    char message[JMSG_LENGTH_MAX];
    uint8_t buffer[CRS_JPEG_BUFFER];
};

static void crs_jpeg_copy(char *destination, size_t capacity, const char *text) {
    if (destination == NULL || capacity == 0) return;
    snprintf(destination, capacity, "%s", text != NULL ? text : "unknown error");
}

static void crs_jpeg_on_error(j_common_ptr cinfo) {
    crs_jpeg_writer *writer = (crs_jpeg_writer *)cinfo->client_data;
    (*cinfo->err->format_message)(cinfo, writer->message);
    longjmp(writer->jump, 1);
}

static void crs_jpeg_on_message(j_common_ptr cinfo) {
    (void)cinfo; /* warnings do not change the output */
}

static void crs_jpeg_init_destination(j_compress_ptr cinfo) {
    crs_jpeg_writer *writer = (crs_jpeg_writer *)cinfo->client_data;
    writer->destination.next_output_byte = writer->buffer;
    writer->destination.free_in_buffer = CRS_JPEG_BUFFER;
}

static boolean crs_jpeg_empty_buffer(j_compress_ptr cinfo) {
    crs_jpeg_writer *writer = (crs_jpeg_writer *)cinfo->client_data;
    if (writer->output(writer->context, writer->buffer, CRS_JPEG_BUFFER) != 0) {
        writer->output_failed = 1;
        snprintf(writer->message, sizeof writer->message, "the output could not be written");
        longjmp(writer->jump, 1);
    }
    writer->destination.next_output_byte = writer->buffer;
    writer->destination.free_in_buffer = CRS_JPEG_BUFFER;
    return TRUE;
}

static void crs_jpeg_term_destination(j_compress_ptr cinfo) {
    crs_jpeg_writer *writer = (crs_jpeg_writer *)cinfo->client_data;
    size_t used = CRS_JPEG_BUFFER - writer->destination.free_in_buffer;
    if (used > 0 && writer->output(writer->context, writer->buffer, used) != 0) {
        writer->output_failed = 1;
        snprintf(writer->message, sizeof writer->message, "the output could not be written");
        longjmp(writer->jump, 1);
    }
}

static int crs_jpeg_failure(crs_jpeg_writer *writer, char *message, size_t capacity) {
    crs_jpeg_copy(message, capacity, writer->message);
    return writer->output_failed ? CRS_JPEG_ERROR_OUTPUT : CRS_JPEG_ERROR_LIBJPEG;
}

crs_jpeg_writer *crs_jpeg_begin(uint32_t width, uint32_t height, int quality, int full_chroma,
                                crs_jpeg_output output, void *context, char *message, size_t capacity) {
    if (width == 0 || height == 0 || width > 65535 || height > 65535 || output == NULL || quality < 1 || quality > 100) {
        crs_jpeg_copy(message, capacity, "invalid JPEG parameters");
        return NULL;
    }
    crs_jpeg_writer *writer = (crs_jpeg_writer *)calloc(1, sizeof *writer);
    if (writer == NULL) {
        crs_jpeg_copy(message, capacity, "out of memory before writing the JPEG");
        return NULL;
    }
    writer->output = output;
    writer->context = context;
    writer->cinfo.err = jpeg_std_error(&writer->errors);
    writer->errors.error_exit = crs_jpeg_on_error;
    writer->errors.output_message = crs_jpeg_on_message;
    writer->cinfo.client_data = writer;
    if (setjmp(writer->jump)) {
        crs_jpeg_failure(writer, message, capacity);
        jpeg_destroy_compress(&writer->cinfo);
        free(writer);
        return NULL;
    }
    jpeg_create_compress(&writer->cinfo);
    writer->destination.init_destination = crs_jpeg_init_destination;
    writer->destination.empty_output_buffer = crs_jpeg_empty_buffer;
    writer->destination.term_destination = crs_jpeg_term_destination;
    writer->cinfo.dest = &writer->destination;
    writer->cinfo.image_width = width;
    writer->cinfo.image_height = height;
    writer->cinfo.input_components = 3;
    writer->cinfo.in_color_space = JCS_RGB;
    jpeg_set_defaults(&writer->cinfo);
    jpeg_set_quality(&writer->cinfo, quality, TRUE);
    writer->cinfo.dct_method = JDCT_ISLOW;
    int sampling = full_chroma ? 1 : 2;
    writer->cinfo.comp_info[0].h_samp_factor = sampling;
    writer->cinfo.comp_info[0].v_samp_factor = sampling;
    writer->cinfo.comp_info[1].h_samp_factor = 1;
    writer->cinfo.comp_info[1].v_samp_factor = 1;
    writer->cinfo.comp_info[2].h_samp_factor = 1;
    writer->cinfo.comp_info[2].v_samp_factor = 1;
    jpeg_start_compress(&writer->cinfo, TRUE);
    return writer;
}

int crs_jpeg_write_rows(crs_jpeg_writer *writer, const uint8_t *rgb, uint32_t count, size_t stride,
                        char *message, size_t capacity) {
    if (writer == NULL || (rgb == NULL && count > 0)) {
        crs_jpeg_copy(message, capacity, "no writer or no rows");
        return CRS_JPEG_ERROR_LIBJPEG;
    }
    if (setjmp(writer->jump)) return crs_jpeg_failure(writer, message, capacity);
    for (uint32_t row = 0; row < count; row++) {
        JSAMPROW line = (JSAMPROW)(rgb + (size_t)row * stride);
        jpeg_write_scanlines(&writer->cinfo, &line, 1);
    }
    return CRS_JPEG_OK;
}

int crs_jpeg_finish(crs_jpeg_writer *writer, char *message, size_t capacity) {
    if (writer == NULL) {
        crs_jpeg_copy(message, capacity, "no writer");
        return CRS_JPEG_ERROR_LIBJPEG;
    }
    if (setjmp(writer->jump)) return crs_jpeg_failure(writer, message, capacity);
    jpeg_finish_compress(&writer->cinfo);
    return CRS_JPEG_OK;
}

void crs_jpeg_free(crs_jpeg_writer *writer) {
    if (writer == NULL) return;
    jpeg_destroy_compress(&writer->cinfo);
    free(writer);
}
