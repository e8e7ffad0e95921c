/* How a C loop of chatrender asks for an AVX2 version beside the plain x86-64 one (chosen at load time). Used by
 * CChatRaster and CChatRenderCodec; defines only a macro, so importing it into Swift adds nothing. */
#ifndef CRS_VECTOR_H
#define CRS_VECTOR_H

/* Not under ThreadSanitizer: it instruments the compiler-made ifunc resolver, which the dynamic loader runs before
 * the sanitizer's runtime exists (a crash at start-up). */
#if defined(__has_feature)
#if __has_feature(thread_sanitizer)
#define CRS_NO_CLONES 1
#endif
#endif
#if defined(__x86_64__) && defined(__clang__) && !defined(CRS_NO_CLONES)
#define CRS_VECTOR_VERSIONS __attribute__((target_clones("avx2", "default")))
#else
#define CRS_VECTOR_VERSIONS
#endif

#endif
