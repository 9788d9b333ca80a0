package io.opencab.meters;

import io.opencab.meters.MeterException.Kind;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Set;
import org.sqlite.util.OSInfo;

/**
 * Installs sqlite-jdbc's native library once, under a fixed content-addressed name, in a
 * directory the cabinet owns, and points {@code org.sqlite.lib.path}/{@code org.sqlite.lib.name}
 * at it. Left alone, sqlite-jdbc extracts a copy with a random name into the temp directory on
 * every start and deletes it only on a normal JVM exit, so every kill or power cut leaves 1 MB
 * behind (docs/meters.md "Native library").
 *
 * <p>The JVM loads a native library once per process, so the choice is JVM-wide state: the
 * first store opened decides the directory, and this class remembers that it has done so.
 */
final class NativeLibrary {
    private static final Object LOCK = new Object();
    private static Path installed;

    private NativeLibrary() {
    }

    /** Installs (if needed) and selects the library in {@code dir}; returns the file used. */
    static Path ensure(Path dir) {
        synchronized (LOCK) {
            if (installed != null) {
                return installed;
            }
            if (System.getProperty("org.sqlite.lib.path") != null) {
                // Set by the launcher (for example the cabinet's start script): respect it.
                installed = Path.of(System.getProperty("org.sqlite.lib.path"));
                return installed;
            }
            String resource = "/org/sqlite/native/" + OSInfo.getNativeLibFolderPathForCurrentOS() + "/"
                + System.mapLibraryName("sqlitejdbc");
            byte[] lib;
            try (InputStream in = org.sqlite.SQLiteJDBCLoader.class.getResourceAsStream(resource)) {
                if (in == null) {
                    throw new MeterException(Kind.IO, "sqlite-jdbc has no native library for this platform (" + resource + ")");
                }
                lib = in.readAllBytes();
            } catch (IOException e) {
                throw new MeterException(Kind.IO, "cannot read sqlite-jdbc's native library " + resource, e);
            }
            String name = "sqlitejdbc-" + sha256(lib).substring(0, 16) + "-" + System.mapLibraryName("sqlitejdbc");
            Path target = dir.resolve(name);
            try {
                createPrivate(dir);
                if (!Files.isRegularFile(target) || !java.util.Arrays.equals(Files.readAllBytes(target), lib)) {
                    // Write beside, then rename: a kill mid-copy never leaves a truncated library under the name.
                    Path tmp = Files.createTempFile(dir, name, ".part");
                    try {
                        Files.write(tmp, lib);
                        Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
                    } finally {
                        Files.deleteIfExists(tmp);
                    }
                }
                deleteStaleParts(dir);
            } catch (IOException e) {
                throw new MeterException(Kind.IO, "cannot install SQLite's native library in " + dir, e);
            }
            System.setProperty("org.sqlite.lib.path", dir.toAbsolutePath().toString());
            System.setProperty("org.sqlite.lib.name", name);
            installed = target;
            return target;
        }
    }

    /**
     * The library's directory, the owner's only ({@code rwx------}, whatever the umask; issue 34 item 6): a
     * library another local user could replace would run inside the cabinet. An older, wider one is narrowed.
     */
    static void createPrivate(Path dir) throws IOException {
        boolean posix = dir.getFileSystem().supportedFileAttributeViews().contains("posix");
        Set<PosixFilePermission> owner = PosixFilePermissions.fromString("rwx------");
        if (posix) {
            Files.createDirectories(dir, PosixFilePermissions.asFileAttribute(owner));
            Files.setPosixFilePermissions(dir, owner);
        } else {
            Files.createDirectories(dir);
        }
    }

    private static void deleteStaleParts(Path dir) throws IOException {
        try (var files = Files.list(dir)) {
            for (Path p : (Iterable<Path>) files::iterator) {
                // Only old leftovers: a younger one may be another process's copy in flight.
                if (p.getFileName().toString().endsWith(".part")
                    && Files.getLastModifiedTime(p).toMillis() < System.currentTimeMillis() - 60_000) {
                    Files.deleteIfExists(p);
                }
            }
        }
    }

    private static String sha256(byte[] b) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(b));
        } catch (NoSuchAlgorithmException e) {
            throw new MeterException(Kind.IO, "SHA-256 is not available in this JVM", e);
        }
    }
}
