package io.opencab.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A kiosk whose screen cannot come up (here: DISPLAY names an X server that is not there) stops
 * before the meter store is opened, so the failed start is not counted as a power cycle (issue 21).
 * In its own JVM: JavaFX starts at most once per process.
 */
class KioskStartTest {
    @TempDir
    Path dir;

    @Test
    void aScreenThatCannotStartOpensNoMeterStore() throws Exception {
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        ProcessBuilder pb = new ProcessBuilder(List.of(java.toString(), "-cp", System.getProperty("java.class.path"),
            CabinetCli.class.getName(), "run", "--data-dir", dir.resolve("data").toString()));
        pb.environment().put("DISPLAY", ":87"); // no X server listens there
        pb.environment().remove("WAYLAND_DISPLAY");
        pb.redirectErrorStream(true);
        Process p = pb.start();
        p.getOutputStream().close();
        byte[] output = p.getInputStream().readAllBytes();
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "the cabinet did not stop");
        String text = new String(output, StandardCharsets.UTF_8);

        assertEquals(1, p.exitValue(), text);
        assertTrue(text.contains("kiosk screen"), text);
        assertTrue(text.contains("--headless"), text);
        assertTrue(Files.notExists(dir.resolve("data").resolve("meters.db")), "no meter store for a screen that never came up");
    }
}
