package io.opencab.provision;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.app.verify.ImageLauncher;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The image's launcher {@code bin/cabinet} passes exactly the command line the cabinet checks its JVM against
 * ({@link ImageLauncher}, issue 34 item 2), and passes on no variable that adds JVM options or native code. Run
 * on an image whose "java" prints what it was given.
 */
class LauncherTest {
    @TempDir
    Path dir;

    private Path image() throws IOException {
        Path root = dir.resolve("opencab");
        Files.createDirectories(root.resolve("bin"));
        Files.createDirectories(root.resolve("runtime/bin"));
        Files.createDirectories(root.resolve("app/lib"));
        Files.writeString(root.resolve("app/lib/javafx-base-25-linux.jar"), "jar");
        Files.writeString(root.resolve("app/lib/javafx-graphics-25-linux.jar"), "jar");
        Files.copy(Path.of("src/image/bin/cabinet"), root.resolve("bin/cabinet"));
        // Prints its arguments and the environment it was started with (its own initial block, as the cabinet reads it).
        Files.writeString(root.resolve("runtime/bin/java"), "#!/bin/sh\nfor a in \"$@\"; do echo \"arg $a\"; done\n"
            + "tr '\\0' '\\n' < /proc/$$/environ | sed 's/^/env /'\n");
        for (String f : List.of("bin/cabinet", "runtime/bin/java")) {
            Files.setPosixFilePermissions(root.resolve(f), PosixFilePermissions.fromString("rwxr-xr-x"));
        }
        return root.toRealPath();
    }

    private List<String> run(Path root, String... env) throws Exception {
        return runLauncher(root.resolve("bin/cabinet"), env);
    }

    private List<String> runLauncher(Path launcher, String... env) throws Exception {
        ProcessBuilder pb = new ProcessBuilder(launcher.toString(), "run", "--config", "/x y/c.properties");
        for (String v : List.of("JAVA_TOOL_OPTIONS", "JDK_JAVA_OPTIONS", "_JAVA_OPTIONS", "LD_PRELOAD", "LD_LIBRARY_PATH",
            "LD_AUDIT")) {
            pb.environment().remove(v);
        }
        for (int i = 0; i < env.length; i += 2) {
            pb.environment().put(env[i], env[i + 1]);
        }
        Process p = pb.redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(30, TimeUnit.SECONDS));
        assertEquals(0, p.exitValue(), out);
        return out.lines().toList();
    }

    @Test
    void theLauncherPassesExactlyTheAllowListThenTheCabinetJar() throws Exception {
        Path root = image();

        List<String> args = run(root).stream().filter(l -> l.startsWith("arg ")).map(l -> l.substring(4)).toList();

        List<String> expected = new ArrayList<>(ImageLauncher.options(root));
        expected.addAll(List.of("-jar", root.resolve("app/cabinet.jar").toString(), "run", "--config", "/x y/c.properties"));
        assertEquals(expected, args);
    }

    @Test
    void optionAndLinkerVariablesAreNotPassedOnButHandedOverRenamed() throws Exception {
        Path root = image();

        List<String> env = run(root, "JDK_JAVA_OPTIONS", "@/tmp/argfile", "JAVA_TOOL_OPTIONS", "-XX:VMOptionsFile=/tmp/o",
            "LD_PRELOAD", "/tmp/hook.so", "_JAVA_OPTIONS", "").stream().filter(l -> l.startsWith("env OPENCAB_")).sorted()
            .toList();

        assertEquals(List.of("env OPENCAB_REFUSED_JAVA_TOOL_OPTIONS=-XX:VMOptionsFile=/tmp/o",
            "env OPENCAB_REFUSED_JDK_JAVA_OPTIONS=@/tmp/argfile", "env OPENCAB_REFUSED_LD_PRELOAD=/tmp/hook.so"), env);
    }

    /** The lab's A8: toolkit loader variables reached the kiosk's JVM; now its environment is the allow-list only. */
    @Test
    void theJvmsEnvironmentIsTheAllowListAndTheRefusedLoaderVariablesOnly() throws Exception {
        Path root = image();

        List<String> env = run(root, "GTK_MODULES", "/tmp/atk/lib.so", "GIO_EXTRA_MODULES", "/tmp/atk/giomod",
            "LIBGL_DRIVERS_PATH", "/tmp/atk/dri", "GDK_PIXBUF_MODULE_FILE", "/tmp/atk/loaders.cache", "GCONV_PATH",
            "/tmp/atk", "SOMETHING_ELSE", "x", "DISPLAY", ":7", "GDK_BACKEND", "x11").stream().filter(l -> l.startsWith("env "))
            .map(l -> l.substring(4)).toList();

        List<String> names = env.stream().map(e -> e.substring(0, e.indexOf('='))).toList();
        assertTrue(names.stream().allMatch(n -> ImageLauncher.ENVIRONMENT.contains(n) || n.equals("HOME")
            || n.startsWith(ImageLauncher.REFUSED_PREFIX)), env.toString());
        assertTrue(env.containsAll(List.of("DISPLAY=:7", "GDK_BACKEND=x11", "PATH=/usr/bin:/bin", "OPENCAB_REFUSED_GTK_MODULES=/tmp/atk/lib.so",
            "OPENCAB_REFUSED_GIO_EXTRA_MODULES=/tmp/atk/giomod", "OPENCAB_REFUSED_LIBGL_DRIVERS_PATH=/tmp/atk/dri",
            "OPENCAB_REFUSED_GDK_PIXBUF_MODULE_FILE=/tmp/atk/loaders.cache", "OPENCAB_REFUSED_GCONV_PATH=/tmp/atk")),
            env.toString());
        assertTrue(env.stream().noneMatch(e -> e.startsWith("OPENCAB_REFUSED_GDK_BACKEND")), env.toString());
    }

    /** The lab's pass of 2026-11-29 (A8h): files under the caller's HOME loaded code into the kiosk. */
    @Test
    void theJvmsHomeIsDevNullWhateverTheCallers() throws Exception {
        // given
        Path root = image();

        // when
        List<String> env = run(root, "HOME", "/tmp/atk/home").stream().filter(l -> l.startsWith("env "))
            .map(l -> l.substring(4)).toList();

        // then
        assertTrue(env.contains("HOME=" + ImageLauncher.HOME), env.toString());
        assertTrue(env.stream().noneMatch(e -> e.contains("/tmp/atk/home")), env.toString());
    }

    /** Both launchers pass the list the cabinet checks its JVM's environment against. */
    @Test
    void theLaunchersAllowListsAreTheCabinetsList() throws IOException {
        for (String launcher : List.of("src/image/bin/cabinet", "src/image/bin/provision")) {
            String line = Files.readAllLines(Path.of(launcher)).stream().filter(l -> l.startsWith("for v in PATH "))
                .findFirst().orElseThrow(() -> new AssertionError(launcher + " has no allow-list line"));

            assertEquals(ImageLauncher.ENVIRONMENT, List.of(line.substring("for v in ".length(), line.indexOf(';'))
                .split(" ")), launcher);
        }
    }

    /** The lab's A18: the provision launcher drops the same variables. */
    @Test
    void theProvisionLauncherGivesItsJvmTheSameEnvironment() throws Exception {
        Path root = image();
        Files.copy(Path.of("src/image/bin/provision"), root.resolve("bin/provision"));
        Files.setPosixFilePermissions(root.resolve("bin/provision"), PosixFilePermissions.fromString("rwxr-xr-x"));

        List<String> env = runLauncher(root.resolve("bin/provision"), "JAVA_TOOL_OPTIONS", "-agentpath:/tmp/a.so", "GTK_MODULES",
            "/tmp/atk/lib.so", "SOMETHING_ELSE", "x").stream().filter(l -> l.startsWith("env "))
            .map(l -> l.substring(4)).toList();

        List<String> names = env.stream().map(e -> e.substring(0, e.indexOf('='))).toList();
        assertTrue(names.stream().allMatch(n -> ImageLauncher.ENVIRONMENT.contains(n) || n.equals("HOME")
            || n.startsWith(ImageLauncher.REFUSED_PREFIX)), env.toString());
        assertTrue(env.contains("OPENCAB_REFUSED_JAVA_TOOL_OPTIONS=-agentpath:/tmp/a.so"), env.toString());
    }
}
