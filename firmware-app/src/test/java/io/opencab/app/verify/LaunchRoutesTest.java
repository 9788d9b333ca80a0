package io.opencab.app.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The lab's routes for foreign code into a verified JVM (issue 34 item 2), each in a real child JVM started
 * with the image launcher's options ({@link ImageLauncher}) for a small image: an agent through
 * {@code JDK_JAVA_OPTIONS=@argfile} and through {@code JAVA_TOOL_OPTIONS=-XX:VMOptionsFile=...}, SQLite's
 * native library replaced through {@code -Dorg.sqlite.lib.path/name}, and an agent attached after start
 * ({@code jcmd <pid> JVMTI.agent_load}). Each route works (the agent runs, the library loads) and is named
 * by {@link JvmLaunch}; the cabinet locks up on any such problem ({@code ManifestVerifierTest}). One image and
 * one agent jar for the class; each child's standard error (the JVM's warnings) goes to a file.
 */
class LaunchRoutesTest {
    private static final String SQLITE = "org/sqlite/native/" + org.sqlite.util.OSInfo.getNativeLibFolderPathForCurrentOS()
        + "/" + System.mapLibraryName("sqlitejdbc");
    private static final Path JAVA = Path.of(System.getProperty("java.home"), "bin", "java");

    @TempDir
    static Path dir;
    static Path root;
    static Path agent;

    /** The image: app/lib with the JavaFX jars (linked) and SQLite's library, as bin/build-image lays them out. */
    @BeforeAll
    static void image() throws Exception {
        root = Files.createDirectories(dir.resolve("opencab/app/lib")).getParent().getParent().toRealPath();
        for (String cls : List.of("javafx.beans.Observable", "javafx.stage.Stage", "javafx.scene.control.Control")) {
            Path jar = Path.of(Class.forName(cls, false, LaunchRoutesTest.class.getClassLoader()).getProtectionDomain()
                .getCodeSource().getLocation().toURI());
            Files.createSymbolicLink(root.resolve("app/lib").resolve(jar.getFileName()), jar);
        }
        copySqlite(root.resolve("app/lib").resolve(ImageLauncher.SQLITE_LIBRARY));
        agent = dir.resolve("agent.jar");
        Manifest m = new Manifest();
        m.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        m.getMainAttributes().putValue("Premain-Class", TestAgent.class.getName());
        m.getMainAttributes().putValue("Agent-Class", TestAgent.class.getName());
        String cls = TestAgent.class.getName().replace('.', '/') + ".class";
        try (JarOutputStream j = new JarOutputStream(Files.newOutputStream(agent), m);
             InputStream in = TestAgent.class.getClassLoader().getResourceAsStream(cls)) {
            j.putNextEntry(new JarEntry(cls));
            in.transferTo(j);
            j.closeEntry();
        }
    }

    private static void copySqlite(Path to) throws IOException {
        try (InputStream in = org.sqlite.SQLiteJDBCLoader.class.getResourceAsStream("/" + SQLITE)) {
            Files.copy(in, to);
        }
    }

    /** The launcher's options, its clean environment, the probe; the probe runs as a class, so its main differs. */
    @Test
    void theLaunchersOwnCommandLineIsCleanButForTheProbesMain() throws Exception {
        Probe p = probe(ImageLauncher.options(root), Map.of());

        assertEquals("none", p.agent(), p.toString());
        assertEquals(1, p.problems().size(), p.toString());
        assertTrue(p.problems().getFirst().startsWith("main " + LaunchProbe.class.getName()), p.toString());
    }

    @Test
    void anAgentInAnArgfileNamedByJdkJavaOptionsRunsAndIsNamed() throws Exception {
        Path argfile = Files.writeString(dir.resolve("argfile"), "-javaagent:" + agent + "\n");

        Probe p = probe(ImageLauncher.options(root), Map.of("JDK_JAVA_OPTIONS", "@" + argfile));

        assertEquals("ran", p.agent(), "the route works: " + p);
        assertTrue(p.problems().contains("JVM option -javaagent:" + agent + " (not on the image launcher's command line)"),
            p.toString());
        assertTrue(p.problems().contains("environment JDK_JAVA_OPTIONS=@" + argfile + " (the image launcher sets none)"),
            p.toString());
    }

    @Test
    void anAgentInAVmOptionsFileNamedByJavaToolOptionsRunsAndIsNamed() throws Exception {
        Path options = Files.writeString(dir.resolve("vm.options"), "-javaagent:" + agent + "\n");

        Probe p = probe(ImageLauncher.options(root), Map.of("JAVA_TOOL_OPTIONS", "-XX:VMOptionsFile=" + options));

        assertEquals("ran", p.agent(), "the route works: " + p);
        assertTrue(p.problems().contains("JVM option -javaagent:" + agent + " (not on the image launcher's command line)"),
            p.toString());
        assertTrue(p.problems().contains("environment JAVA_TOOL_OPTIONS=-XX:VMOptionsFile=" + options
            + " (the image launcher sets none)"), p.toString());
    }

    /** The lab's A8: a toolkit's loader variable reaches a JVM started past the launcher, and is named. */
    @Test
    void aLoaderVariableInTheInitialEnvironmentIsNamed() throws Exception {
        Probe p = probe(ImageLauncher.options(root), Map.of("GTK_MODULES", "/tmp/atk/libatkpreload.so"));

        assertTrue(p.problems().contains("environment GTK_MODULES=/tmp/atk/libatkpreload.so (the image launcher sets none)"),
            p.toString());
    }

    /** The lab's wrapper: the store kept working on a library of the attacker's (here a copy of SQLite's, elsewhere). */
    @Test
    void aForeignSqliteLibraryLoadsAndIsNamed() throws Exception {
        Path foreign = Files.createDirectories(dir.resolve("foreign")).toRealPath();
        if (Files.notExists(foreign.resolve("libwrapper.so"))) {
            copySqlite(foreign.resolve("libwrapper.so"));
        }
        List<String> before = ImageLauncher.options(root).stream().filter(o -> !o.startsWith("-Dorg.sqlite.")).toList();

        Probe p = probe(before, Map.of("JDK_JAVA_OPTIONS", "-Dorg.sqlite.lib.path=" + foreign
            + " -Dorg.sqlite.lib.name=libwrapper.so"));

        assertTrue(p.problems().contains("native code " + foreign.resolve("libwrapper.so")
            + " (outside the image and the system's libraries)"), "the route works and is named: " + p);
        assertTrue(p.problems().contains("JVM option -Dorg.sqlite.lib.path=" + foreign
            + " (not on the image launcher's command line)"), p.toString());
    }

    /** The lab attached after boot (return code 0, play went on): the launcher's flag makes the attach fail. */
    @Test
    void attachingAnAgentAfterStartFailsWithTheLaunchersOptions() throws Exception {
        Attach a = attach(ImageLauncher.options(root));

        assertNotEquals(0, a.rc(), a.toString());
        assertTrue(a.jcmd().contains("does not support the attach mechanism"), a.toString());
        assertEquals(1, a.probe().problems().size(), "and the JVM's own check sees the flag: " + a);
    }

    /** Today's launcher, without the flag: the attach works, and the check names it. */
    @Test
    void withoutTheFlagAnAgentAttachesAndTheCheckNamesIt() throws Exception {
        Attach a = attach(ImageLauncher.options(root).stream().filter(o -> !o.contains("DisableAttachMechanism")).toList());

        assertEquals(0, a.rc(), "the route works: " + a);
        assertTrue(a.stderr().contains("test agent attached"), a.toString());
        assertTrue(a.probe().problems().stream().anyMatch(s -> s.startsWith("the attach mechanism is not disabled")),
            a.toString());
        assertTrue(a.probe().problems().contains("JVM option -XX:+DisableAttachMechanism missing (the image launcher passes"
            + " it)"), a.toString());
    }

    // ------------------------------------------------------------------ children

    record Probe(String agent, List<String> problems) {
    }

    record Attach(int rc, String jcmd, String stderr, Probe probe) {
    }

    private static ProcessBuilder child(List<String> options, Map<String, String> env, String... probeArgs) {
        List<String> cmd = new ArrayList<>();
        cmd.add(JAVA.toString());
        cmd.addAll(options);
        cmd.addAll(List.of("-cp", System.getProperty("java.class.path"), LaunchProbe.class.getName(), root.toString()));
        cmd.addAll(List.of(probeArgs));
        ProcessBuilder pb = new ProcessBuilder(cmd);
        // As the image launcher starts it: the allow-list's variables only (here those the test runs with).
        pb.environment().keySet().retainAll(ImageLauncher.ENVIRONMENT);
        pb.environment().putAll(env);
        return pb;
    }

    private static Probe probe(List<String> options, Map<String, String> env) throws Exception {
        Path err = Files.createTempFile(dir, "probe", ".err");
        Process p = child(options, env).redirectError(err.toFile()).start();
        Probe out = read(new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8)), false);
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "probe ended");
        assertEquals(0, p.exitValue(), Files.readString(err));
        return out;
    }

    private static Probe read(BufferedReader r, boolean untilReady) throws IOException {
        String agentLine = null;
        List<String> problems = new ArrayList<>();
        for (String line; (line = r.readLine()) != null; ) {
            if (line.startsWith("agent ")) {
                agentLine = line.substring(6);
            } else if (line.startsWith("problem ")) {
                problems.add(line.substring(8));
            } else if (untilReady && line.equals("ready")) {
                break;
            }
        }
        return new Probe(agentLine, problems);
    }

    private static Attach attach(List<String> options) throws Exception {
        Path err = Files.createTempFile(dir, "attach", ".err");
        Process p = child(options, Map.of(), "wait").redirectError(err.toFile()).start();
        try {
            Probe probe = read(new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8)), true);
            Process jcmd = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "jcmd").toString(),
                Long.toString(p.pid()), "JVMTI.agent_load", agent.toString()).redirectErrorStream(true).start();
            String said = new String(jcmd.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertTrue(jcmd.waitFor(60, TimeUnit.SECONDS), "jcmd ended");
            p.getOutputStream().close();
            assertTrue(p.waitFor(60, TimeUnit.SECONDS), "probe ended");
            return new Attach(jcmd.exitValue(), said, Files.readString(err), probe);
        } finally {
            p.destroyForcibly();
        }
    }
}
