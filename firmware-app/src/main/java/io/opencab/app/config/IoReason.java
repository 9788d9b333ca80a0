package io.opencab.app.config;

import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.file.AccessDeniedException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Why a file could not be read or written, in the words a technician reads in a one-line refusal ("no such file or
 * directory", "permission denied"): the JDK's file exceptions carry only the path, or their class name
 * ("java.nio.file.AccessDeniedException: /x") and the path again, which says nothing the message did not already.
 */
public final class IoReason {
    /** The JDK's file exceptions and their words, the more special first (an exception takes the first it is). */
    private static final List<Map.Entry<Class<? extends IOException>, String>> WORDS = List.of(
        Map.entry(NoSuchFileException.class, "no such file or directory"),
        Map.entry(AccessDeniedException.class, "permission denied"),
        Map.entry(FileAlreadyExistsException.class, "it already exists"),
        Map.entry(NotDirectoryException.class, "not a directory"),
        Map.entry(DirectoryNotEmptyException.class, "the directory is not empty"),
        Map.entry(CharacterCodingException.class, "not UTF-8 text"));

    private IoReason() {
    }

    /** The reason {@code e} stands for, without its path: "no such file or directory", "not UTF-8 text", ... */
    public static String of(IOException e) {
        for (Map.Entry<Class<? extends IOException>, String> w : WORDS) {
            if (w.getKey().isInstance(e)) {
                return w.getValue();
            }
        }
        if (e instanceof FileSystemException f && f.getReason() != null) {
            return lowerFirst(f.getReason()); // the system's words: "Not a directory", "Is a directory", "Read-only file system"
        }
        String m = e.getMessage();
        return m == null || m.isBlank() ? e.getClass().getSimpleName() : lowerFirst(m);
    }

    private static String lowerFirst(String s) {
        return s.isEmpty() ? s : s.substring(0, 1).toLowerCase(Locale.ROOT) + s.substring(1);
    }
}
