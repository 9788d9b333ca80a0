package io.opencab.sas;

import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.SymbolLookup;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;
import java.util.Optional;

/**
 * Raises the calling thread's scheduling priority on Linux (docs/sas.md "Timing"): the SAS link thread must get a
 * CPU ahead of the kiosk's rendering and the round's work when two cores are busy, and Java's thread priorities
 * reach the operating system only with {@code -XX:ThreadPriorityPolicy=1}. It calls the C library's
 * {@code setpriority(PRIO_PROCESS, gettid(), nice)} through the foreign function API (the cabinet runs with
 * {@code --enable-native-access}); a negative nice value needs CAP_SYS_NICE (the install image's service grants
 * it). Where it cannot (another OS, no right), nothing changes and the reason is returned.
 */
final class LinkPriority {
    /** The nice value asked for: ahead of every thread left at 0, short of starving the machine. */
    static final int NICE = -10;
    private static final int PRIO_PROCESS = 0;

    private LinkPriority() {
    }

    /** Raises the calling thread to {@code nice}; empty when done, else why not. */
    static Optional<String> raise(int nice) {
        if (!System.getProperty("os.name", "").equals("Linux")) {
            return Optional.of("not Linux");
        }
        try {
            Linker linker = Linker.nativeLinker();
            SymbolLookup libc = linker.defaultLookup();
            MethodHandle gettid = linker.downcallHandle(libc.find("gettid").orElseThrow(),
                FunctionDescriptor.of(ValueLayout.JAVA_INT));
            MethodHandle setpriority = linker.downcallHandle(libc.find("setpriority").orElseThrow(),
                FunctionDescriptor.of(ValueLayout.JAVA_INT, ValueLayout.JAVA_INT, ValueLayout.JAVA_INT,
                    ValueLayout.JAVA_INT));
            int tid = (int) gettid.invokeExact();
            int rc = (int) setpriority.invokeExact(PRIO_PROCESS, tid, nice);
            return rc == 0 ? Optional.empty()
                : Optional.of("setpriority refused nice " + nice + " (it needs CAP_SYS_NICE)");
        } catch (Throwable e) {
            return Optional.of("setpriority not reachable: " + e);
        }
    }
}
