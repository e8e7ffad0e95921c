#ifndef CHATRENDER_SUPPORT_H
#define CHATRENDER_SUPPORT_H
/* C helpers for what Swift cannot call directly. Every name is prefixed `crs_`. */
int crs_version(void);
/* libjpeg-turbo's version as its headers state it ("2.1.5"): the library has no function that reports it. */
const char *crs_jpeg_turbo_version(void);
#endif
