package io.opencab.provision;

import io.opencab.app.config.IoReason;
import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;

/**
 * Why provisioning could not read or write a file, in plain words ({@link IoReason}): the JDK's exceptions would show
 * their class name ("java.nio.file.AccessDeniedException: /x/ex.partial") and the path again. When the failing file is
 * not the one the message names (the {@code .partial} directory of an export, a parent that is a file), it is named.
 */
final class FileProblem {
    private FileProblem() {
    }

    /**
     * The reason {@code e} stands for, of an operation on {@code about}: "permission denied", "it is a file, not a
     * directory" (a directory was to be made where a file is: the JDK says only that it exists), or
     * "/x/ex.partial: permission denied" when another file failed.
     */
    static String of(Path about, IOException e) {
        Path failed = e instanceof FileSystemException f && f.getFile() != null ? Path.of(f.getFile()) : null;
        String reason = IoReason.of(e);
        if (e instanceof FileAlreadyExistsException && failed != null && Files.exists(failed, LinkOption.NOFOLLOW_LINKS)
            && !Files.isDirectory(failed)) {
            reason = "is a file, not a directory";
            return same(about, failed) ? "it " + reason : failed + " " + reason;
        }
        return failed == null || same(about, failed) ? reason : failed + ": " + reason;
    }

    private static boolean same(Path a, Path b) {
        return a.toAbsolutePath().normalize().equals(b.toAbsolutePath().normalize());
    }
}
