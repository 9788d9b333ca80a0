package io.opencab.app.verify;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * The image's command line (issue 34 item 2; docs/deploy.md "The JVM's command line"): the JVM options
 * the launcher {@code bin/cabinet} of an install image passes, exactly as the JVM reports them
 * ({@code RuntimeMXBean.getInputArguments()}). This is the allow-list a cabinet running from an image
 * compares its own JVM with: any other option, however it came (an {@code @argfile}, a
 * {@code -XX:VMOptionsFile}, an option variable), and any of these missing, fails the software check.
 * The launcher ({@code provisioning/src/image/bin/cabinet}) and this list change together;
 * {@code LauncherTest} runs the one and compares it with the other.
 */
public final class ImageLauncher {
    /** Where the image keeps its jars and, beside them, their native libraries (a file component each). */
    public static final String LIB_DIR = "app/lib";
    /** SQLite's native library in {@link #LIB_DIR}, extracted from sqlite-jdbc when the image is built. */
    public static final String SQLITE_LIBRARY = "libsqlitejdbc.so";
    /** Variables the launcher does not pass on: it renames each to this prefix plus its name, so the cabinet names it. */
    public static final String REFUSED_PREFIX = "OPENCAB_REFUSED_";
    /**
     * The JVM's whole environment: the launcher starts it with these variables only (those that are set), every other
     * dropped (the lab's A8: GTK_MODULES, GIO_EXTRA_MODULES, LIBGL_DRIVERS_PATH loaded code into the kiosk). What the
     * cabinet needs: the display (X or a Wayland kiosk compositor, GDK's backend choice) and its authority, locale and
     * time zone, the session's runtime directory (GTK), and JOURNAL_STREAM
     * (CabinetLog writes journald's format under systemd). The launchers' lists ({@code bin/cabinet},
     * {@code bin/provision}) are the same; {@code LauncherTest} checks them.
     */
    public static final List<String> ENVIRONMENT = List.of("PATH", "USER", "LOGNAME", "DISPLAY",
        "WAYLAND_DISPLAY", "GDK_BACKEND", "XAUTHORITY", "XDG_RUNTIME_DIR", "LANG", "LC_ALL", "TZ", "JOURNAL_STREAM");
    /**
     * The JVM's {@code HOME}, whatever the caller's: a home is where the toolkits read per-user files, and some of those
     * load code (GTK's {@code settings.ini} names {@code gtk-modules}, ALSA's {@code .asoundrc} a plugin library: the
     * lab pass of 2026-11-29, A8h, with the boot check passing). Nothing can be made under {@code /dev/null}, not even
     * by root; the image's native libraries are loaded from its own directory, so nothing needs a home.
     */
    public static final String HOME = "/dev/null";

    private ImageLauncher() {
    }

    /**
     * The launcher's JVM options for the image at {@code root} (its real path): native access for the
     * class path and JavaFX, JavaFX from the module path, the attach mechanism off, every native library
     * loaded from {@link #LIB_DIR} (sqlite-jdbc, jSerialComm and Pi4J each by its own property; JavaFX
     * loads its own from beside its jar).
     */
    public static List<String> options(Path root) {
        String lib = root.resolve(LIB_DIR).toString();
        return List.of(
            // ZGC: pauses under a millisecond, so no collection holds up SAS's 20 ms reply (issue 35).
            "-XX:+UseZGC",
            "--enable-native-access=ALL-UNNAMED,javafx.graphics",
            "--module-path=" + String.join(":", javafxJars(root)),
            "--add-modules=javafx.controls",
            "-XX:+DisableAttachMechanism",
            "-Dopencab.home=" + root,
            "-Dorg.sqlite.lib.path=" + lib,
            "-Dorg.sqlite.lib.name=" + SQLITE_LIBRARY,
            "-DjSerialComm.library.path=" + lib,
            "-Dpi4j.library.path=" + lib);
    }

    /** The JavaFX jars with native code (the launcher's {@code app/lib/javafx-*-linux*.jar}), sorted. */
    static List<String> javafxJars(Path root) {
        List<String> out = new ArrayList<>();
        if (!Files.isDirectory(root.resolve(LIB_DIR))) {
            return out;
        }
        try (Stream<Path> s = Files.list(root.resolve(LIB_DIR))) {
            s.filter(p -> p.getFileName().toString().matches("javafx-.*-linux.*\\.jar")).forEach(p -> out.add(p.toString()));
        } catch (IOException e) {
            throw new VerificationException("cannot list " + root.resolve(LIB_DIR) + ": " + e, e);
        }
        out.sort(null);
        return out;
    }

    /** An option as compared: a module path's entries sorted (the launcher's shell glob sorts by locale). */
    static String normalized(String option) {
        String prefix = "--module-path=";
        if (!option.startsWith(prefix)) {
            return option;
        }
        List<String> entries = new ArrayList<>(List.of(option.substring(prefix.length()).split(":", -1)));
        entries.sort(null);
        return prefix + String.join(":", entries);
    }
}
