package io.opencab.app.verify;

import com.sun.management.HotSpotDiagnosticMXBean;
import com.sun.management.VMOption;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * How this JVM was started and what native code it runs (issue 34 item 2): checked against the
 * image's command line ({@link ImageLauncher}) by a cabinet that runs from an image. The JVM's input
 * arguments show every option it took, whatever route brought it (the command line, an {@code @argfile},
 * {@code -XX:VMOptionsFile}, {@code JDK_JAVA_OPTIONS}, {@code JAVA_TOOL_OPTIONS}, {@code _JAVA_OPTIONS});
 * the JVM's initial environment ({@code /proc/self/environ}: the block the process was started with, which keeps a
 * variable a payload removed with {@code unsetenv}, the lab's A6) is compared with the launcher's allow-list
 * ({@link ImageLauncher#ENVIRONMENT}), so the option routes, the dynamic linker's ({@code LD_PRELOAD} ...) and the
 * toolkits' loaders ({@code GTK_MODULES}, {@code GIO_EXTRA_MODULES}, {@code LIBGL_DRIVERS_PATH} ..., the lab's A8)
 * are all named; the executable mappings of {@code /proc/self/maps} show every native library loaded, however it
 * was loaded.
 *
 * @param arguments   the JVM's input arguments ({@code RuntimeMXBean})
 * @param environment each variable of the initial environment off the launcher's allow-list (the launcher's refused
 *                    ones, {@link ImageLauncher#REFUSED_PREFIX}, among them), by name; {@link #ENVIRON} alone when
 *                    that environment cannot be read
 * @param attach      {@code DisableAttachMechanism} as in effect: its value and where it came from
 * @param javaCommand the main jar or class and the program's arguments ({@code sun.java.command})
 * @param nativeCode  every file mapped executable into this process, or null when the maps cannot be read; with the
 *                    mappings of a file replaced since ({@link #DELETED}, {@link #DELETED_DATA}) and the files open
 *                    that were replaced since they were opened ({@link #DELETED_OPEN})
 */
public record JvmLaunch(List<String> arguments, Map<String, String> environment, String attach, String javaCommand,
                        List<Path> nativeCode) {
    /** The process's initial environment block. */
    static final Path ENVIRON = Path.of("/proc/self/environ");
    /** The attach mechanism as the launcher sets it (VM option value and origin). */
    static final String ATTACH_DISABLED = "true (VM_CREATION)";
    /** Where the system's own libraries live (the board's verified root file system), other Java runtimes excepted. */
    static final List<String> SYSTEM_LIBRARIES = List.of("/usr/lib/", "/usr/lib64/", "/lib/", "/lib64/");
    static final String OTHER_RUNTIMES = "/usr/lib/jvm/";
    private static final Path MAPS = Path.of("/proc/self/maps");
    /** The process's open files: one link each, to the file as it was opened. */
    private static final Path FDS = Path.of("/proc/self/fd");

    public JvmLaunch {
        arguments = List.copyOf(arguments);
        environment = java.util.Collections.unmodifiableMap(new TreeMap<>(environment));
        nativeCode = nativeCode == null ? null : List.copyOf(nativeCode);
    }

    /** This JVM, with its initial environment ({@link #ENVIRON}). */
    public static JvmLaunch current() {
        Map<String, String> env;
        try {
            env = parseEnviron(Files.readAllBytes(ENVIRON));
        } catch (IOException | SecurityException e) {
            env = Map.of(ENVIRON.toString(), "");
        }
        return current(env);
    }

    /** The variables of an environment block: {@code NAME=value} entries, each ended by a NUL. */
    static Map<String, String> parseEnviron(byte[] block) {
        Map<String, String> out = new TreeMap<>();
        for (String entry : new String(block, java.nio.charset.StandardCharsets.UTF_8).split("\0")) {
            int eq = entry.indexOf('=');
            if (eq > 0) {
                out.put(entry.substring(0, eq), entry.substring(eq + 1));
            } else if (!entry.isEmpty()) {
                out.put(entry, "");
            }
        }
        return out;
    }

    /** This JVM, with {@code env} as its environment. */
    public static JvmLaunch current(Map<String, String> env) {
        Map<String, String> watched = new TreeMap<>();
        env.forEach((k, v) -> {
            if (!ImageLauncher.ENVIRONMENT.contains(k) && !(k.equals("HOME") && v.equals(ImageLauncher.HOME))) {
                watched.put(k, v);
            }
        });
        VMOption o = ManagementFactory.getPlatformMXBean(HotSpotDiagnosticMXBean.class).getVMOption("DisableAttachMechanism");
        List<Path> code;
        try {
            code = new ArrayList<>(executableFiles(Files.readAllLines(MAPS)));
            code.addAll(replacedOpenFiles(openFiles()));
        } catch (IOException | SecurityException e) {
            code = null;
        }
        return new JvmLaunch(ManagementFactory.getRuntimeMXBean().getInputArguments(), watched,
            o.getValue() + " (" + o.getOrigin() + ")", String.valueOf(System.getProperty("sun.java.command")), code);
    }

    /**
     * The files mapped executable by the lines of a {@code /proc/<pid>/maps} (native libraries and the launcher), and
     * every file mapping shown {@code (deleted)}: the file mapped is no longer the one at its path (the lab's A9), so
     * the path's hash says nothing of it. A deleted mapping keeps its suffix ({@link #DELETED} for code,
     * {@link #DELETED_DATA} for data, named only under the image: the kernel's and the JVM's own anonymous files,
     * {@code /memfd:}, {@code /dev/shm}, {@code /SYSV}, are not files of anyone's).
     */
    static List<Path> executableFiles(List<String> maps) {
        Set<Path> out = new LinkedHashSet<>();
        for (String line : maps) {
            String[] f = line.trim().split("\\s+", 6);
            if (f.length != 6 || !f[5].startsWith("/") || f[5].startsWith("/memfd:") || f[5].startsWith("/dev/")
                || f[5].startsWith("/SYSV")) {
                continue;
            }
            boolean code = f[1].indexOf('x') >= 0;
            if (f[5].endsWith(DELETED)) {
                out.add(Path.of(code ? f[5] : f[5] + DELETED_DATA.substring(DELETED.length())));
            } else if (code) {
                out.add(Path.of(f[5]));
            }
        }
        return new ArrayList<>(out);
    }

    /**
     * The files this process has open, as {@code /proc/self/fd}'s links name them; one that is no longer the file at
     * its path (another device or inode: a file moved or mounted over it) marked {@link #OPEN_REPLACED}. A jar is read
     * through its open file, not its path: the lab's pass of 2026-11-29 swapped the engine jar while the JVM opened it
     * and put the original back, by a rename (E4: the link then reads {@code (deleted)}) and by a bind mount over the
     * path (the link reads as before), so the check hashed the original while the classes came from the other.
     */
    private static List<String> openFiles() throws IOException {
        List<String> out = new ArrayList<>();
        try (var fds = Files.newDirectoryStream(FDS)) {
            for (Path fd : fds) {
                try {
                    String link = Files.readSymbolicLink(fd).toString();
                    out.add(link.startsWith("/") && !link.endsWith(DELETED) && !sameFile(fd, Path.of(link))
                        ? link + OPEN_REPLACED : link);
                } catch (IOException | java.nio.file.InvalidPathException e) {
                    // closed since the directory was listed (this listing's own descriptor among them)
                }
            }
        }
        return out;
    }

    /** Whether the open file {@code fd} is the file now at {@code path} (device and inode). */
    private static boolean sameFile(Path fd, Path path) {
        try {
            Map<String, Object> open = Files.readAttributes(fd, "unix:dev,ino");
            Map<String, Object> now = Files.readAttributes(path, "unix:dev,ino");
            return open.equals(now);
        } catch (IOException | UnsupportedOperationException e) {
            return false; // the path is gone (a DELETED link says so) or cannot be read: not the file checked
        }
    }

    /** How {@link #openFiles} marks an open file that is no longer the one at its path. */
    static final String OPEN_REPLACED = " (replaced)";

    /** The open files of {@code links} replaced or removed since they were opened, each marked {@link #DELETED_OPEN}. */
    static List<Path> replacedOpenFiles(List<String> links) {
        return links.stream().filter(l -> l.startsWith("/") && !l.startsWith("/memfd:"))
            .map(l -> l.endsWith(OPEN_REPLACED) ? l.substring(0, l.length() - OPEN_REPLACED.length()) + DELETED : l)
            .filter(l -> l.endsWith(DELETED))
            .map(l -> Path.of(l + DELETED_OPEN.substring(DELETED.length()))).distinct().toList();
    }

    /** How {@code /proc/self/maps} marks a mapping whose file was removed or replaced. */
    static final String DELETED = " (deleted)";
    /** {@link #DELETED} for a mapping of data (not executable). */
    static final String DELETED_DATA = " (deleted) data";
    /** {@link #DELETED} for a file open, not mapped (a jar the class loader reads). */
    static final String DELETED_OPEN = " (deleted) open";
    private static final String REPLACED = " (deleted: the file mapped was replaced or removed after it was loaded, so"
        + " its bytes are not the ones checked)";

    /**
     * What differs from the image's command line at {@code root} ({@code files}: the manifest's file
     * components, relative; {@code runtime}: the image's runtime directory, which {@link RunningCode} requires
     * to be the one in use): an option not on the allow-list or missing from it, a variable off the launcher's,
     * the attach mechanism on, another main, native code from outside the image and the system's libraries.
     */
    public List<String> problems(Path root, Path runtime, Set<String> files) {
        List<String> out = new ArrayList<>();
        List<String> allowed = ImageLauncher.options(root).stream().map(ImageLauncher::normalized).toList();
        Set<String> given = new HashSet<>();
        for (String a : arguments) {
            boolean first = given.add(ImageLauncher.normalized(a));
            if (!allowed.contains(ImageLauncher.normalized(a))) {
                out.add("JVM option " + a + " (not on the image launcher's command line)");
            } else if (!first) {
                // The launcher's line is exact: a repeat came from another route (an argfile, an option variable).
                out.add("JVM option " + a + " given twice (the image launcher passes it once)");
            }
        }
        allowed.stream().filter(a -> !given.contains(a)).forEach(a -> out.add("JVM option " + a
            + " missing (the image launcher passes it)"));
        environment.forEach((k, v) -> out.add(k.equals(ENVIRON.toString())
            ? "environment: " + ENVIRON + " cannot be read, so the JVM's initial environment cannot be checked"
            : k.equals("HOME") ? "environment HOME=" + v + " (the image launcher gives its JVM HOME=" + ImageLauncher.HOME
                + ": the toolkits read files under a home, and some load code)"
            : k.startsWith(ImageLauncher.REFUSED_PREFIX)
            ? "environment " + k.substring(ImageLauncher.REFUSED_PREFIX.length()) + "=" + v
                + " (set for the launcher, which did not pass it on)"
            : "environment " + k + "=" + v + " (the image launcher sets none)"));
        if (!ATTACH_DISABLED.equals(attach)) {
            out.add("the attach mechanism is not disabled by the command line (DisableAttachMechanism " + attach
                + "): a process of the same user could load an agent");
        }
        String jar = root.resolve(RunningCode.CABINET_JAR).toString();
        if (!javaCommand.equals(jar) && !javaCommand.startsWith(jar + " ")) {
            out.add("main " + javaCommand.split(" ", 2)[0] + " (the image launcher runs -jar " + jar + ")");
        }
        if (nativeCode == null) {
            out.add("native code: " + MAPS + " cannot be read, so the libraries loaded cannot be checked");
        } else {
            for (Path p : nativeCode) {
                String s = p.toString();
                if (s.endsWith(DELETED_DATA)) {
                    Path file = Path.of(s.substring(0, s.length() - DELETED_DATA.length()));
                    if (file.startsWith(root) || file.startsWith(runtime)) {
                        out.add("mapped file " + file + REPLACED);
                    }
                } else if (s.endsWith(DELETED_OPEN)) {
                    Path file = Path.of(s.substring(0, s.length() - DELETED_OPEN.length()));
                    if (file.startsWith(root) || file.startsWith(runtime)) {
                        out.add("open file " + file + " (replaced, removed or mounted over after it was opened, so its"
                            + " bytes are not the ones checked)");
                    }
                } else if (s.endsWith(DELETED)) {
                    out.add("native code " + s.substring(0, s.length() - DELETED.length()) + REPLACED);
                } else if (!imageOrSystem(p, root, runtime, files)) {
                    out.add("native code " + p + " (outside the image and the system's libraries)");
                }
            }
        }
        return out;
    }

    private static boolean imageOrSystem(Path p, Path root, Path runtime, Set<String> files) {
        if (p.startsWith(runtime)) {
            return true;
        }
        if (p.startsWith(root)) {
            return files.contains(ComponentBytes.relative(root, p));
        }
        String s = p.toString();
        return !s.startsWith(OTHER_RUNTIMES) && SYSTEM_LIBRARIES.stream().anyMatch(s::startsWith);
    }
}
