#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
#include <time.h>
static void mark(const char *how, const char *opts) {
  const char *f = getenv("ATK_MARK"); char buf[256];
  if (!f) { snprintf(buf, sizeof buf, "/tmp/agent-%d", (int)getpid()); f = buf; }
  FILE *o = fopen(f, "a"); if (o) { fprintf(o, "FOREIGN AGENT %s pid=%d opts=%s\n", how, (int)getpid(), opts ? opts : ""); fclose(o); }
  fprintf(stderr, "[ATTACKER] foreign JVMTI agent %s in pid %d\n", how, (int)getpid());
}
int Agent_OnLoad(void *vm, char *options, void *reserved) { mark("OnLoad", options); return 0; }
int Agent_OnAttach(void *vm, char *options, void *reserved) { mark("OnAttach", options); return 0; }
