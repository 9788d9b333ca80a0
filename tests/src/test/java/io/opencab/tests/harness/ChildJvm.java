package io.opencab.tests.harness;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;

/**
 * The child JVM every power-loss test kills (regulations.md 1.4): one main class of the test classpath in a JVM of
 * its own, its standard output kept line by line (the progress it reports), its standard error kept for the failure
 * message. The parent waits for a progress line, lets it run, cuts it with SIGKILL and reads what it printed, then
 * starts it again against the same store. A child says {@code FAIL ...} when it meets a surprise: waiting on it then
 * fails the test.
 */
public final class ChildJvm implements AutoCloseable {
    /** How long a progress line, a death or a reader's end may take before the test fails. */
    private static final long WAIT_SECONDS = 60;
    /** How many lines of standard error a failure message quotes. */
    private static final int TAIL = 40;

    private final Process process;
    private final List<String> lines = Collections.synchronizedList(new ArrayList<>());
    private final Deque<String> errors = new ArrayDeque<>();
    private final Thread outReader;
    private final Thread errReader;
    /** The first line {@link #await} and {@link #check} have not looked at yet. */
    private int next;

    private ChildJvm(Process process) {
        this.process = process;
        this.outReader = Thread.ofPlatform().daemon().name("child-out").start(() -> pump(process.getInputStream(), true));
        this.errReader = Thread.ofPlatform().daemon().name("child-err").start(() -> pump(process.getErrorStream(), false));
    }

    /** A child that will run {@code main}: set its temp directory, heap, properties and arguments, then start it. */
    public static Launch of(Class<?> main) {
        return new Launch(main);
    }

    /** What a child is started with. */
    public static final class Launch {
        private final Class<?> main;
        private Path tmp;
        private String heap = "256m";
        private final Map<String, String> properties = new LinkedHashMap<>();
        private final List<String> args = new ArrayList<>();

        private Launch(Class<?> main) {
            this.main = main;
        }

        /** Its {@code java.io.tmpdir}: the tests check a killed JVM left nothing there (sqlite's native library). */
        public Launch tmp(Path dir) {
            this.tmp = dir;
            return this;
        }

        /** Its {@code -Xmx} (default 256m). */
        public Launch heap(String size) {
            this.heap = size;
            return this;
        }

        /** A system property passed on as {@code -Dkey=value}. */
        public Launch property(String key, String value) {
            properties.put(key, value);
            return this;
        }

        /** The arguments of its main method. */
        public Launch args(String... values) {
            args.addAll(List.of(values));
            return this;
        }

        public ChildJvm start() throws IOException {
            if (tmp == null) {
                throw new IllegalStateException("a child JVM of " + main.getName() + " needs a temp directory");
            }
            List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "--enable-native-access=ALL-UNNAMED", "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1", "-Xmx" + heap,
                "-Djava.io.tmpdir=" + tmp));
            properties.forEach((k, v) -> cmd.add("-D" + k + "=" + v));
            cmd.addAll(List.of("-cp", System.getProperty("java.class.path"), main.getName()));
            cmd.addAll(args);
            return new ChildJvm(new ProcessBuilder(cmd).start());
        }
    }

    private void pump(InputStream in, boolean out) {
        try (BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            for (String line; (line = r.readLine()) != null; ) {
                if (out) {
                    lines.add(line);
                } else {
                    synchronized (errors) {
                        errors.addLast(line);
                        if (errors.size() > TAIL) {
                            errors.removeFirst();
                        }
                    }
                }
            }
        } catch (IOException e) {
            // the pipe closes when the child dies
        }
    }

    /**
     * Waits for the next line starting with {@code prefix} and returns it; a {@code FAIL} line, the child's exit or
     * a minute fail the test.
     */
    public String await(String prefix) {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(WAIT_SECONDS);
        while (System.nanoTime() < end) {
            boolean alive = process.isAlive();
            String line = nextLine();
            if (line == null) {
                if (!alive && !outReader.isAlive() && next >= lines.size()) {
                    throw new AssertionError("the child exited (" + process.exitValue() + ") before '" + prefix + "': "
                        + said());
                }
                LockSupport.parkNanos(1_000_000L);
                continue;
            }
            if (line.startsWith(prefix)) {
                return line;
            }
        }
        throw new AssertionError("no '" + prefix + "' from the child in a minute: " + said());
    }

    /** Fails the test if the child said FAIL or exited; passes over what it said otherwise. */
    public void check() {
        while (nextLine() != null) {
            // nextLine fails on a FAIL line
        }
        if (!process.isAlive()) {
            throw new AssertionError("the child exited (" + process.exitValue() + "): " + said());
        }
    }

    /** Lets the child run for {@code millis}, checking it every 5 ms: the random moment of a kill. */
    public void runFor(long millis) {
        long end = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(millis);
        while (System.nanoTime() < end) {
            check();
            LockSupport.parkNanos(5_000_000L);
        }
    }

    /** How many of its lines so far start with {@code prefix}; waits (up to a minute) for {@code atLeast} of them. */
    public long awaitPrinted(String prefix, long atLeast) {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(WAIT_SECONDS);
        while (true) {
            long n;
            synchronized (lines) {
                n = lines.stream().filter(l -> l.startsWith(prefix)).count();
            }
            if (n >= atLeast || !process.isAlive() || System.nanoTime() > end) {
                return n;
            }
            LockSupport.parkNanos(1_000_000L);
        }
    }

    /** Writes one line to the child's standard input. */
    public void tell(String line) throws IOException {
        OutputStream in = process.getOutputStream();
        in.write((line + "\n").getBytes(StandardCharsets.UTF_8));
        in.flush();
    }

    /**
     * SIGKILL, the power cut ({@code destroyForcibly} on Linux): the child must still be running and die of the
     * signal (exit 137). Returns every line it printed.
     */
    public List<String> kill() throws InterruptedException {
        if (!process.isAlive()) {
            outReader.join(TimeUnit.SECONDS.toMillis(5));
            errReader.join(TimeUnit.SECONDS.toMillis(5));
            throw new AssertionError("the child ended by itself before the kill: exit " + process.exitValue() + "\n"
                + said());
        }
        process.destroyForcibly();
        if (!process.waitFor(WAIT_SECONDS, TimeUnit.SECONDS)) {
            throw new AssertionError("the child did not die");
        }
        outReader.join(TimeUnit.SECONDS.toMillis(5));
        errReader.join(TimeUnit.SECONDS.toMillis(5));
        if (process.exitValue() != 137) {
            throw new AssertionError("killed by SIGKILL, yet exit " + process.exitValue() + "\n" + said());
        }
        return lines();
    }

    /** SIGTERM, as systemd stops the cabinet; returns its exit status once it ended. */
    public int terminate() throws InterruptedException {
        process.destroy();
        if (!process.waitFor(WAIT_SECONDS, TimeUnit.SECONDS)) {
            throw new AssertionError("the child did not stop on SIGTERM: " + said());
        }
        return process.exitValue();
    }

    /** Every line it printed so far. */
    public List<String> lines() {
        synchronized (lines) {
            return List.copyOf(lines);
        }
    }

    /** Ends the child (SIGKILL) if it still runs: for a test that failed half-way. */
    @Override
    public void close() throws InterruptedException {
        process.destroyForcibly();
        if (!process.waitFor(WAIT_SECONDS, TimeUnit.SECONDS)) {
            throw new AssertionError("the child did not die");
        }
    }

    /** The next line not looked at yet, or null; a FAIL line fails the test. */
    private String nextLine() {
        String line;
        synchronized (lines) {
            if (next >= lines.size()) {
                return null;
            }
            line = lines.get(next++);
        }
        if (line.startsWith("FAIL")) {
            throw new AssertionError("the child failed: " + line + "; before it: " + said());
        }
        return line;
    }

    /** Its last lines of output and of standard error, for a failure message. */
    private String said() {
        List<String> out = lines();
        String err;
        synchronized (errors) {
            err = String.join("\n", errors);
        }
        return out.subList(Math.max(0, out.size() - TAIL), out.size()) + (err.isEmpty() ? "" : "\nstandard error:\n" + err);
    }
}
