package io.opencab.tests.sas;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/** A child JVM running one main class of the test classpath, its output read line by line on a thread of its own. */
final class ChildProcess {
    private final Process process;
    private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();
    private final Deque<String> tail = new ArrayDeque<>();

    ChildProcess(Path tmp, Class<?> main, String... args) throws IOException {
        java.util.List<String> cmd = new java.util.ArrayList<>(java.util.List.of(
            Path.of(System.getProperty("java.home"), "bin", "java").toString(), "--enable-native-access=ALL-UNNAMED",
            "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1", "-Xmx256m", "-Djava.io.tmpdir=" + tmp,
            "-cp", System.getProperty("java.class.path"), main.getName()));
        cmd.addAll(java.util.List.of(args));
        process = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        Thread reader = new Thread(() -> {
            try (BufferedReader r = new BufferedReader(new InputStreamReader(process.getInputStream(),
                StandardCharsets.UTF_8))) {
                for (String line; (line = r.readLine()) != null; ) {
                    lines.add(line);
                }
            } catch (IOException e) {
                // the child was killed
            }
        }, "child-output");
        reader.setDaemon(true);
        reader.start();
    }

    /** Waits for a line starting with {@code prefix}; a {@code FAIL} line, the child's exit or a minute fail the test. */
    String await(String prefix) throws InterruptedException {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (System.nanoTime() < end) {
            String line = lines.poll(20, TimeUnit.MILLISECONDS);
            if (line == null) {
                if (!process.isAlive() && lines.isEmpty()) {
                    throw new AssertionError("the child exited (" + process.exitValue() + ") before '" + prefix
                        + "': " + tail);
                }
                continue;
            }
            remember(line);
            if (line.startsWith("FAIL")) {
                throw new AssertionError("the child failed: " + line + "; before it: " + tail);
            }
            if (line.startsWith(prefix)) {
                return line;
            }
        }
        throw new AssertionError("no '" + prefix + "' from the child in a minute: " + tail);
    }

    /** Fails the test if the child said FAIL or exited; drops what it said otherwise. */
    void check() {
        for (String line; (line = lines.poll()) != null; ) {
            remember(line);
            if (line.startsWith("FAIL")) {
                throw new AssertionError("the child failed: " + line + "; before it: " + tail);
            }
        }
        if (!process.isAlive()) {
            throw new AssertionError("the child exited (" + process.exitValue() + "): " + tail);
        }
    }

    private void remember(String line) {
        tail.addLast(line);
        if (tail.size() > 40) {
            tail.removeFirst();
        }
    }

    /** SIGKILL: the power cut. */
    void kill() throws InterruptedException {
        process.destroyForcibly();
        if (!process.waitFor(30, TimeUnit.SECONDS)) {
            throw new AssertionError("the child did not die");
        }
    }
}
