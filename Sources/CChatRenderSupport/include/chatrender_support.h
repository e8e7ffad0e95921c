#ifndef CHATRENDER_SUPPORT_H
#define CHATRENDER_SUPPORT_H
/* C helpers for what Swift cannot call directly. Every name is prefixed `crs_`. */
int crs_version(void);
#endif
