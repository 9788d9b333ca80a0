package io.opencab.app.kiosk;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * The system libraries JavaFX's window needs on Linux, and the Debian packages that hold them, so a
 * kiosk that cannot start names what is missing instead of "Unable to load glass GTK library"
 * (bin/system-deps installs the same set).
 */
final class KioskLibraries {
    /** Shared object name to its Debian package (bookworm names; Debian 13 adds "t64" to two of them). */
    static final Map<String, String> NEEDED = neededLibraries();

    private KioskLibraries() {
    }

    private static Map<String, String> neededLibraries() {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("libgtk-3.so.0", "libgtk-3-0");
        m.put("libXtst.so.6", "libxtst6");
        m.put("libGL.so.1", "libgl1");
        m.put("libfreetype.so.6", "libfreetype6");
        m.put("libpangoft2-1.0.so.0", "libpangoft2-1.0-0");
        return m;
    }

    /** The needed libraries the dynamic linker's cache ({@code ldconfig -p}) lacks; empty when it cannot be read. */
    static List<String> missing() {
        String cache = linkerCache();
        return cache.isEmpty() ? List.of() : missing(cache);
    }

    /** The needed libraries absent from {@code ldconfigOutput}, the text of {@code ldconfig -p}. */
    static List<String> missing(String ldconfigOutput) {
        List<String> out = new ArrayList<>();
        for (String lib : NEEDED.keySet()) {
            if (!ldconfigOutput.contains(lib + " ")) {
                out.add(lib);
            }
        }
        return out;
    }

    /** The Debian packages of {@code libraries}, in the same order. */
    static List<String> packages(List<String> libraries) {
        return libraries.stream().map(l -> NEEDED.getOrDefault(l, l)).toList();
    }

    private static String linkerCache() {
        for (String ldconfig : List.of("/sbin/ldconfig", "/usr/sbin/ldconfig", "ldconfig")) {
            try {
                Process p = new ProcessBuilder(ldconfig, "-p").redirectErrorStream(true).start();
                String text;
                try (InputStream in = p.getInputStream()) {
                    text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
                }
                if (p.waitFor(10, TimeUnit.SECONDS) && p.exitValue() == 0) {
                    return text;
                }
            } catch (IOException e) {
                // not at this path: try the next
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return "";
            }
        }
        return "";
    }
}
