package io.opencab.app.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The JVM runs exactly the image's command line (issue 34 item 2): what {@link JvmLaunch#problems} names. */
class JvmLaunchTest {
    @TempDir
    Path dir;

    private List<String> problems(JvmLaunch l, Path root) {
        return l.problems(root, root.resolve("runtime"), Set.of("app/cabinet.jar", "app/lib/libsqlitejdbc.so"));
    }

    private JvmLaunch with(JvmLaunch l, Map<String, String> env, String attach, List<Path> code) {
        return new JvmLaunch(l.arguments(), env, attach, l.javaCommand(), code);
    }

    @Test
    void theLaunchersCommandLineHasNoProblem() throws IOException {
        Path root = InstallFixture.make(dir.resolve("opencab"));

        assertEquals(List.of(), problems(InstallFixture.launch(root), root));
    }

    @Test
    void anOptionOffTheAllowListIsNamedWhateverItLooksLike() throws IOException {
        Path root = InstallFixture.make(dir.resolve("opencab"));
        List<String> args = new ArrayList<>(ImageLauncher.options(root));
        args.add("-Djava.library.path=/tmp/x");

        assertEquals(List.of("JVM option -Djava.library.path=/tmp/x (not on the image launcher's command line)"),
            problems(InstallFixture.launch(root, args), root));
    }

    /** The lab's observation: -XX:+DisableAttachMechanism given twice passed. */
    @Test
    void anAllowedOptionGivenTwiceIsNamed() throws IOException {
        Path root = InstallFixture.make(dir.resolve("opencab"));
        List<String> args = new ArrayList<>(ImageLauncher.options(root));
        args.add("-XX:+DisableAttachMechanism");

        assertEquals(List.of("JVM option -XX:+DisableAttachMechanism given twice (the image launcher passes it once)"),
            problems(InstallFixture.launch(root, args), root));
    }

    @Test
    void aLauncherOptionMissingIsNamed() throws IOException {
        Path root = InstallFixture.make(dir.resolve("opencab"));
        List<String> args = ImageLauncher.options(root).stream().filter(a -> !a.startsWith("-Dorg.sqlite.lib.name")).toList();

        assertEquals(List.of("JVM option -Dorg.sqlite.lib.name=libsqlitejdbc.so missing (the image launcher passes it)"),
            problems(InstallFixture.launch(root, args), root));
    }

    @Test
    void theModulePathMayListTheJavafxJarsInAnyOrder() throws IOException {
        Path root = InstallFixture.make(dir.resolve("opencab"));
        for (String n : List.of("javafx-base-25-linux.jar", "javafx-graphics-25-linux.jar")) {
            java.nio.file.Files.writeString(root.resolve("app/lib").resolve(n), "jar");
        }
        List<String> args = new ArrayList<>(ImageLauncher.options(root));
        args.replaceAll(a -> a.startsWith("--module-path=") ? "--module-path=" + root.resolve("app/lib/javafx-graphics-25-linux.jar")
            + ":" + root.resolve("app/lib/javafx-base-25-linux.jar") : a);

        assertEquals(List.of(), problems(InstallFixture.launch(root, args), root));
    }

    @Test
    void anOptionVariableIsNamedEvenWhenItsOptionsLookAllowed() throws IOException {
        Path root = InstallFixture.make(dir.resolve("opencab"));
        JvmLaunch l = InstallFixture.launch(root);

        List<String> p = problems(with(l, Map.of("JAVA_TOOL_OPTIONS", "-XX:+DisableAttachMechanism"), l.attach(),
            l.nativeCode()), root);

        assertEquals(List.of("environment JAVA_TOOL_OPTIONS=-XX:+DisableAttachMechanism (the image launcher sets none)"), p);
    }

    @Test
    void aVariableTheLauncherDidNotPassOnIsNamed() throws IOException {
        Path root = InstallFixture.make(dir.resolve("opencab"));
        JvmLaunch l = InstallFixture.launch(root);

        List<String> p = problems(with(l, Map.of("OPENCAB_REFUSED_LD_PRELOAD", "/tmp/hook.so"), l.attach(), l.nativeCode()),
            root);

        assertEquals(List.of("environment LD_PRELOAD=/tmp/hook.so (set for the launcher, which did not pass it on)"), p);
    }

    @Test
    void anAttachMechanismLeftOnIsNamed() throws IOException {
        Path root = InstallFixture.make(dir.resolve("opencab"));
        JvmLaunch l = InstallFixture.launch(root);

        List<String> p = problems(with(l, Map.of(), "true (ENVIRON_VAR)", l.nativeCode()), root);

        assertEquals(1, p.size(), p.toString());
        assertTrue(p.getFirst().startsWith("the attach mechanism is not disabled by the command line"), p.toString());
    }

    @Test
    void nativeCodeFromOutsideTheImageOrFromAnotherRuntimeIsNamed() throws IOException {
        Path root = InstallFixture.make(dir.resolve("opencab"));
        JvmLaunch l = InstallFixture.launch(root);
        List<Path> code = List.of(root.resolve("app/lib/libsqlitejdbc.so"), root.resolve("runtime/lib/libjava.so"),
            Path.of("/usr/lib/x86_64-linux-gnu/libgtk-3.so.0"), Path.of("/var/lib/opencab/.sqlite-native/libsqlitejdbc.so"),
            Path.of("/usr/lib/jvm/temurin-25/lib/libjdwp.so"), root.resolve("app/lib/unlisted.so"));

        List<String> p = problems(with(l, Map.of(), l.attach(), code), root);

        assertEquals(List.of("native code /var/lib/opencab/.sqlite-native/libsqlitejdbc.so (outside the image and the"
            + " system's libraries)", "native code /usr/lib/jvm/temurin-25/lib/libjdwp.so (outside the image and the"
            + " system's libraries)", "native code " + root.resolve("app/lib/unlisted.so") + " (outside the image and the"
            + " system's libraries)"), p);
    }

    @Test
    void unreadableMapsAreAProblem() throws IOException {
        Path root = InstallFixture.make(dir.resolve("opencab"));
        JvmLaunch l = InstallFixture.launch(root);

        List<String> p = problems(with(l, Map.of(), l.attach(), null), root);

        assertEquals(1, p.size(), p.toString());
        assertTrue(p.getFirst().startsWith("native code: /proc/self/maps cannot be read"), p.toString());
    }

    @Test
    void anotherMainIsNamed() throws IOException {
        Path root = InstallFixture.make(dir.resolve("opencab"));
        JvmLaunch l = InstallFixture.launch(root);

        List<String> p = problems(new JvmLaunch(l.arguments(), Map.of(), l.attach(), "io.opencab.app.cli.CabinetCli run",
            l.nativeCode()), root);

        assertEquals(List.of("main io.opencab.app.cli.CabinetCli (the image launcher runs -jar " + root.resolve(
            "app/cabinet.jar") + ")"), p);
    }

    @Test
    void onlyExecutableFileMappingsCount() {
        List<Path> code = JvmLaunch.executableFiles(List.of(
            "7f1c00000000-7f1c00021000 r-xp 00000000 fd:01 1234 /usr/lib/x86_64-linux-gnu/libc.so.6",
            "7f1c00021000-7f1c00022000 r--p 00021000 fd:01 1234 /usr/lib/x86_64-linux-gnu/libc.so.6",
            "7f1c10000000-7f1c10001000 rw-s 00000000 fd:01 99 /var/lib/opencab/meters.db-shm",
            "7f1c20000000-7f1c20100000 r-xp 00000000 00:00 0 ",
            "7f1c30000000-7f1c30010000 r-xp 00000000 fd:01 77 /tmp/evil lib.so",
            "ffffffffff600000-ffffffffff601000 --xp 00000000 00:00 0 [vsyscall]"));

        assertEquals(List.of(Path.of("/usr/lib/x86_64-linux-gnu/libc.so.6"), Path.of("/tmp/evil lib.so")), code);
    }

    /**
     * The lab's A9: a changed runtime library mapped at start and the original renamed back over it shows as
     * {@code (deleted)} and passed, since the check hashed the file now at the path. Any such mapping of code, and
     * any of a file of the image or its runtime (the class modules are mapped as data), is named.
     */
    @Test
    void aMappingOfAFileReplacedSinceIsNamed() throws IOException {
        Path root = InstallFixture.make(dir.resolve("opencab"));
        JvmLaunch l = InstallFixture.launch(root);
        List<Path> code = JvmLaunch.executableFiles(List.of(
            "7f1c00000000-7f1c00021000 r-xp 00000000 fd:01 1234 " + root.resolve("runtime/lib/libjava.so") + " (deleted)",
            "7f1c01000000-7f1c09000000 r--s 00000000 fd:01 1235 " + root.resolve("runtime/lib/modules") + " (deleted)",
            "7f1c0a000000-7f1c0a021000 r-xp 00000000 fd:01 99 /usr/lib/x86_64-linux-gnu/libz.so.1 (deleted)",
            "7f1c0b000000-7f1c0b001000 rw-s 00000000 00:05 7 /memfd:java_heap (deleted)",
            "7f1c0c000000-7f1c0c001000 rw-s 00000000 fd:01 8 /tmp/gtk-cache (deleted)",
            "7f1c0d000000-7f1c0d021000 r-xp 00000000 fd:01 1236 " + root.resolve("runtime/lib/libnet.so")));

        List<String> p = problems(with(l, Map.of(), l.attach(), code), root);

        assertEquals(List.of("native code " + root.resolve("runtime/lib/libjava.so") + " (deleted: the file mapped was"
            + " replaced or removed after it was loaded, so its bytes are not the ones checked)",
            "mapped file " + root.resolve("runtime/lib/modules") + " (deleted: the file mapped was replaced or removed"
            + " after it was loaded, so its bytes are not the ones checked)",
            "native code /usr/lib/x86_64-linux-gnu/libz.so.1 (deleted: the file mapped was replaced or removed after it was"
            + " loaded, so its bytes are not the ones checked)"), p);
    }

    /**
     * The lab's pass of 2026-11-29 (E4): the engine jar swapped while the JVM opened it and the original put back at
     * its path, by a rename and, in the re-test, by a bind mount; the check hashed the original, the classes came from
     * the other. An open file of the image replaced since is named; one outside the image, or the JVM's own anonymous
     * files, are not.
     */
    @Test
    void anOpenFileOfTheImageReplacedSinceItWasOpenedIsNamed() throws IOException {
        // given
        Path root = InstallFixture.make(dir.resolve("opencab"));
        JvmLaunch l = InstallFixture.launch(root);
        List<Path> open = JvmLaunch.replacedOpenFiles(List.of(root.resolve("app/lib/engine.jar") + " (deleted)",
            root.resolve("app/lib/sas.jar") + JvmLaunch.OPEN_REPLACED, root.resolve("app/lib/hal.jar").toString(),
            "/tmp/hsperfdata (deleted)", "/memfd:jit (deleted)", "socket:[12345]"));

        // when
        List<String> p = problems(with(l, Map.of(), l.attach(), open), root);

        // then: the renamed one, and the one another file was mounted over (the re-test's variant)
        assertEquals(List.of("open file " + root.resolve("app/lib/engine.jar") + " (replaced, removed or mounted over"
            + " after it was opened, so its bytes are not the ones checked)", "open file " + root.resolve("app/lib/sas.jar")
            + " (replaced, removed or mounted over after it was opened, so its bytes are not the ones checked)"), p);
    }

    @Test
    void thisProcesssOwnOpenFileDeletedSinceShowsInItsLaunch() throws IOException {
        // given: a file this JVM holds open, then removed
        Path f = dir.resolve("held.jar");
        Files.writeString(f, "x");
        try (var ch = java.nio.channels.FileChannel.open(f)) {
            Files.delete(f);

            // when
            JvmLaunch l = JvmLaunch.current(Map.of());

            // then
            assertTrue(l.nativeCode().contains(Path.of(f + " (deleted) open")), l.nativeCode().toString());
        }
    }

    /**
     * The lab's pass of 2026-11-29 (A8h): HOME was on the allow-list, and a settings.ini (gtk-modules) or an .asoundrc
     * under it loaded code into the kiosk with the check passing. Any HOME but the launcher's /dev/null is named.
     */
    @Test
    void aHomeOtherThanTheLaunchersIsNamed() throws IOException {
        // given
        Path root = InstallFixture.make(dir.resolve("opencab"));
        JvmLaunch l = InstallFixture.launch(root);

        // when
        List<String> home = problems(with(l, JvmLaunch.current(Map.of("HOME", "/var/lib/opencab")).environment(),
            l.attach(), l.nativeCode()), root);
        List<String> none = problems(with(l, JvmLaunch.current(Map.of("HOME", "/dev/null")).environment(), l.attach(),
            l.nativeCode()), root);

        // then
        assertEquals(List.of("environment HOME=/var/lib/opencab (the image launcher gives its JVM HOME=/dev/null: the"
            + " toolkits read files under a home, and some load code)"), home);
        assertEquals(List.of(), none);
    }

    /** The lab's A8: GTK_MODULES, GIO_EXTRA_MODULES and LIBGL_DRIVERS_PATH loaded code and the check passed. */
    @Test
    void everyVariableOffTheLaunchersAllowListIsNamed() {
        JvmLaunch l = JvmLaunch.current(Map.of("GTK_MODULES", "/tmp/atk/lib.so", "GIO_EXTRA_MODULES", "/tmp/atk/giomod",
            "LIBGL_DRIVERS_PATH", "/tmp/atk/dri", "HOME", "/dev/null", "DISPLAY", ":0", "LANG", "C.UTF-8"));

        assertEquals(Map.of("GTK_MODULES", "/tmp/atk/lib.so", "GIO_EXTRA_MODULES", "/tmp/atk/giomod",
            "LIBGL_DRIVERS_PATH", "/tmp/atk/dri"), l.environment());
    }

    /** The lab's A6: a payload that unsets LD_PRELOAD leaves it in the process's initial environment block. */
    @Test
    void theInitialEnvironmentIsReadFromItsNulSeparatedBlock() {
        byte[] block = "HOME=/root\0LD_PRELOAD=/tmp/atk/hide.so\0EMPTY=\0A=b=c\0".getBytes(StandardCharsets.UTF_8);

        Map<String, String> env = JvmLaunch.parseEnviron(block);

        assertEquals(Map.of("HOME", "/root", "LD_PRELOAD", "/tmp/atk/hide.so", "EMPTY", "", "A", "b=c"), env);
    }

    @Test
    void anUnreadableInitialEnvironmentIsAProblem() throws IOException {
        Path root = InstallFixture.make(dir.resolve("opencab"));
        JvmLaunch l = InstallFixture.launch(root);

        List<String> p = problems(with(l, Map.of(JvmLaunch.ENVIRON.toString(), ""), l.attach(), l.nativeCode()), root);

        assertEquals(List.of("environment: " + JvmLaunch.ENVIRON + " cannot be read, so the JVM's initial environment"
            + " cannot be checked"), p);
    }

    @Test
    void thisJvmsOwnLaunchIsRead() {
        JvmLaunch l = JvmLaunch.current(Map.of("JDK_JAVA_OPTIONS", "-Dx=1", "HOME", "/dev/null", "LD_PRELOAD", ""));

        assertEquals(Map.of("JDK_JAVA_OPTIONS", "-Dx=1", "LD_PRELOAD", ""), l.environment());
        assertTrue(l.nativeCode().stream().anyMatch(p -> p.getFileName().toString().equals("libjvm.so")), l.toString());
    }
}
