/* Detached threads that may fail to start. See include/crs_thread.h. */
#include "crs_thread.h"

#include <pthread.h>
#include <stdlib.h>

typedef struct {
    crs_thread_body body;
    void *context;
} crs_thread_start_info;

static void *crs_thread_main(void *argument) {
    crs_thread_start_info info = *(crs_thread_start_info *)argument;
    free(argument);
    info.body(info.context);
    return NULL;
}

int crs_thread_start(crs_thread_body body, void *context, size_t stack_bytes) {
    crs_thread_start_info *info = malloc(sizeof *info);
    if (info == NULL) return -1;
    info->body = body;
    info->context = context;
    pthread_attr_t attributes;
    if (pthread_attr_init(&attributes) != 0) {
        free(info);
        return -1;
    }
    pthread_attr_setdetachstate(&attributes, PTHREAD_CREATE_DETACHED);
    if (stack_bytes > 0) pthread_attr_setstacksize(&attributes, stack_bytes);
    pthread_t thread;
    int status = pthread_create(&thread, &attributes, crs_thread_main, info);
    pthread_attr_destroy(&attributes);
    if (status != 0) {
        free(info);
        return -1;
    }
    return 0;
}
