package io.opencab.meters;

import io.opencab.meters.MeterException.Kind;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Arrays;
import java.util.Set;

/**
 * Checks on the store file before SQLite touches it, so each fault gets its own clear error and
 * nothing is ever created over an existing file; and the create-then-publish steps.
 */
final class StoreFiles {
    private static final byte[] MAGIC = "SQLite format 3\0".getBytes(StandardCharsets.US_ASCII);
    private static final String[] SIDE_FILES = {"-wal", "-shm", "-journal"};
    private static final Set<PosixFilePermission> PRIVATE = PosixFilePermissions.fromString("rw-------");

    private StoreFiles() {
    }

    /** The absolute path of an existing, plausible, writable store file. */
    static Path checkExisting(Path path) {
        Path p = inExistingDirectory(path, "the store's directory");
        if (!Files.exists(p)) {
            throw new MeterException(Kind.NOT_FOUND, "no meter store at " + p
                + "; a store is never created silently: create one explicitly (new cabinet) or restore it");
        }
        if (!Files.isRegularFile(p)) {
            throw new MeterException(Kind.NOT_A_STORE, p + " is not a regular file");
        }
        byte[] head = new byte[100];
        long size;
        try (InputStream in = Files.newInputStream(p)) {
            size = Files.size(p);
            int n = in.readNBytes(head, 0, head.length);
            if (size == 0) {
                throw new MeterException(Kind.NOT_A_STORE, p + " is empty (0 bytes); it is left untouched");
            }
            if (n < head.length || !Arrays.equals(head, 0, MAGIC.length, MAGIC, 0, MAGIC.length)) {
                throw new MeterException(Kind.NOT_A_STORE, p + " is not an SQLite database (" + size
                    + " bytes, no SQLite header); it is left untouched");
            }
        } catch (IOException e) {
            throw new MeterException(Kind.IO, "cannot read " + p, e);
        }
        ByteBuffer h = ByteBuffer.wrap(head);
        int pageSize = Short.toUnsignedInt(h.getShort(16));
        pageSize = pageSize == 1 ? 65536 : pageSize;
        long pages = Integer.toUnsignedLong(h.getInt(28));
        boolean sizeValid = h.getInt(24) == h.getInt(92) && pages > 0;
        if (sizeValid && size < pages * pageSize
            && !WalFile.covers(Path.of(p + "-wal"), pageSize, size / pageSize + 1, pages)) {
            throw new MeterException(Kind.INTEGRITY, p + " is truncated: " + size + " bytes but its header says "
                + pages + " pages of " + pageSize + ", and " + p.getFileName() + "-wal does not hold the missing pages");
        }
        if (!Files.isWritable(p)) {
            throw new MeterException(Kind.READ_ONLY, p + " is not writable (the meter store must be)");
        }
        Path dir = p.getParent();
        if (!Files.isWritable(dir)) {
            throw new MeterException(Kind.READ_ONLY, "the directory " + dir + " is not writable (SQLite's WAL lives beside the store)");
        }
        return p;
    }

    /**
     * True when the main file is shorter than its header says: a checkpoint cut short (by a full
     * disk) whose pages {@link #checkExisting} found in the -wal. The open checkpoints and asks again.
     */
    static boolean shorterThanHeader(Path p) {
        try (InputStream in = Files.newInputStream(p)) {
            byte[] head = in.readNBytes(100);
            if (head.length < 100) {
                return true;
            }
            ByteBuffer h = ByteBuffer.wrap(head);
            int pageSize = Short.toUnsignedInt(h.getShort(16));
            pageSize = pageSize == 1 ? 65536 : pageSize;
            long pages = Integer.toUnsignedLong(h.getInt(28));
            return h.getInt(24) == h.getInt(92) && Files.size(p) < pages * pageSize;
        } catch (IOException e) {
            throw new MeterException(Kind.IO, "cannot read " + p, e);
        }
    }

    /** {@code path} made absolute, whose directory exists; else NOT_FOUND, "{@code directory} ... does not exist". */
    private static Path inExistingDirectory(Path path, String directory) {
        Path p = path.toAbsolutePath();
        Path dir = p.getParent();
        if (dir == null || !Files.isDirectory(dir)) {
            throw new MeterException(Kind.NOT_FOUND, directory + " " + dir + " does not exist");
        }
        return p;
    }

    /** The absolute path where a new store may be created: directory there, nothing at the path. */
    static Path checkCreatable(Path path) {
        Path p = inExistingDirectory(path, "cannot create a store: the directory");
        Path dir = p.getParent();
        if (!Files.isWritable(dir)) {
            throw new MeterException(Kind.READ_ONLY, "cannot create a store: the directory " + dir + " is not writable");
        }
        if (Files.exists(p)) {
            throw new MeterException(Kind.ALREADY_EXISTS, "a file already exists at " + p
                + "; a store is never created over one (RAM clear moves an old store aside)");
        }
        for (String side : SIDE_FILES) {
            Path s = Path.of(p + side);
            if (Files.exists(s)) {
                throw new MeterException(Kind.ALREADY_EXISTS, "a stray " + s.getFileName()
                    + " exists beside " + p + "; move it away before creating a store");
            }
        }
        return p;
    }

    /** A fresh temporary path beside {@code p} (removing our own leftovers of an interrupted create). */
    static Path freshTemp(Path p) {
        Path tmp = Path.of(p + ".creating");
        try {
            Files.deleteIfExists(tmp);
            for (String side : SIDE_FILES) {
                Files.deleteIfExists(Path.of(tmp + side));
            }
        } catch (IOException e) {
            throw new MeterException(Kind.IO, "cannot remove the leftover " + tmp, e);
        }
        return tmp;
    }

    /** The attribute that creates a file {@code rw-------} (POSIX file systems; none elsewhere). */
    static java.nio.file.attribute.FileAttribute<?>[] privateFile(Path file) {
        return file.getFileSystem().supportedFileAttributeViews().contains("posix")
            ? new java.nio.file.attribute.FileAttribute<?>[] {PosixFilePermissions.asFileAttribute(PRIVATE)}
            : new java.nio.file.attribute.FileAttribute<?>[0];
    }

    /**
     * Creates the new store's empty file readable and writable by its owner only ({@code rw-------}, whatever
     * the umask), before SQLite opens it: an empty file is an empty database to SQLite, and SQLite creates the
     * store's -wal, -shm and -journal files with the store file's permissions.
     */
    static void createPrivate(Path file) {
        boolean posix = file.getFileSystem().supportedFileAttributeViews().contains("posix");
        try {
            if (posix) {
                Files.createFile(file, PosixFilePermissions.asFileAttribute(PRIVATE));
                Files.setPosixFilePermissions(file, PRIVATE); // exactly, even under a umask such as 0277
            } else {
                Files.createFile(file);
            }
        } catch (IOException e) {
            throw new MeterException(Kind.IO, "cannot create " + file, e);
        }
    }

    /** Makes the finished {@code tmp} the store at {@code p}, never replacing a file there. */
    static void publish(Path tmp, Path p) {
        try {
            for (String side : SIDE_FILES) {
                if (Files.exists(Path.of(tmp + side))) {
                    throw new MeterException(Kind.IO, "SQLite left " + tmp + side + " after closing the new store");
                }
            }
            try (FileChannel c = FileChannel.open(tmp, StandardOpenOption.WRITE)) {
                c.force(true);
            }
            try {
                Files.createLink(p, tmp);
            } catch (FileAlreadyExistsException e) {
                throw new MeterException(Kind.ALREADY_EXISTS, "a file appeared at " + p + " while the store was created", e);
            } catch (UnsupportedOperationException | IOException e) {
                // No hard links on this file system: a plain move, which also refuses an existing target.
                Files.move(tmp, p);
            }
            Files.deleteIfExists(tmp);
            syncDirectory(p.getParent());
        } catch (IOException e) {
            throw new MeterException(Kind.IO, "cannot move the new store into place at " + p, e);
        }
    }

    static void syncDirectory(Path dir) {
        try (FileChannel c = FileChannel.open(dir, StandardOpenOption.READ)) {
            c.force(true);
        } catch (IOException e) {
            // Some file systems cannot sync a directory; the rename is still atomic.
        }
    }
}
