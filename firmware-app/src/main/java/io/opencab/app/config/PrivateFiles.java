package io.opencab.app.config;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;

/**
 * Files and directories the cabinet and provisioning create hold PIN hashes and meters: they are
 * their owner's only (files {@code rw-------}, directories {@code rwx------}) whatever the umask.
 * Each is created with those permissions (the umask can only take bits away, so it is never wider
 * for a moment) and then set to exactly them (a umask such as 0277 cannot leave it narrower).
 * On a file system without POSIX permissions these are plain creates.
 */
public final class PrivateFiles {
    public static final Set<PosixFilePermission> FILE = PosixFilePermissions.fromString("rw-------");
    public static final Set<PosixFilePermission> DIRECTORY = PosixFilePermissions.fromString("rwx------");

    private PrivateFiles() {
    }

    private static boolean posix(Path p) {
        return p.getFileSystem().supportedFileAttributeViews().contains("posix");
    }

    private static FileAttribute<?>[] attrs(Path p, Set<PosixFilePermission> perms) {
        return posix(p) ? new FileAttribute<?>[] {PosixFilePermissions.asFileAttribute(perms)} : new FileAttribute<?>[0];
    }

    /** Creates {@code dir} and its missing parents, each new one {@code rwx------}; existing ones are left as they are. */
    public static Path createDirectories(Path dir) throws IOException {
        Path abs = dir.toAbsolutePath();
        List<Path> missing = new ArrayList<>();
        for (Path p = abs; p != null && !Files.isDirectory(p); p = p.getParent()) {
            missing.add(p);
        }
        Collections.reverse(missing);
        for (Path p : missing) {
            try {
                Files.createDirectory(p, attrs(p, DIRECTORY));
            } catch (FileAlreadyExistsException e) {
                if (!Files.isDirectory(p)) {
                    throw e;
                }
                continue; // made meanwhile by someone else: not ours to change
            }
            restrict(p, DIRECTORY);
        }
        return abs;
    }

    /** Creates the new directory {@code dir} ({@code rwx------}); its parent must exist. */
    public static Path createDirectory(Path dir) throws IOException {
        Files.createDirectory(dir, attrs(dir, DIRECTORY));
        restrict(dir, DIRECTORY);
        return dir;
    }

    /** Creates the new, empty file {@code file} ({@code rw-------}); refuses an existing one. */
    public static Path createFile(Path file) throws IOException {
        Files.createFile(file, attrs(file, FILE));
        restrict(file, FILE);
        return file;
    }

    /**
     * Replaces {@code file} with {@code text} (UTF-8): writes it beside the file ({@code .new},
     * {@code rw-------}), then moves it into place, atomically where the file system can, so a power cut
     * leaves the old or the new file. On failure the temporary file is removed and the error thrown.
     */
    public static void replace(Path file, String text) throws IOException {
        Path tmp = file.resolveSibling(file.getFileName() + ".new");
        try {
            write(tmp, text);
            try {
                Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING);
            }
        } catch (IOException e) {
            try {
                Files.deleteIfExists(tmp);
            } catch (IOException ignored) {
                e.addSuppressed(ignored);
            }
            throw e;
        }
    }

    /**
     * Writes {@code text} (UTF-8) to {@code file}, a temporary file of the caller's: whatever was there is
     * removed first, so the new file is {@code rw-------} before the first byte is written.
     */
    public static void write(Path file, String text) throws IOException {
        Files.deleteIfExists(file);
        createFile(file);
        Files.writeString(file, text, StandardCharsets.UTF_8);
    }

    /** Sets {@code p} to exactly {@code rw-------}, e.g. a copy that kept an older file's permissions. */
    public static void restrictFile(Path p) throws IOException {
        restrict(p, FILE);
    }

    private static void restrict(Path p, Set<PosixFilePermission> perms) throws IOException {
        if (posix(p)) {
            Files.setPosixFilePermissions(p, perms);
        }
    }
}
