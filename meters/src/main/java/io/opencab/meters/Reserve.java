package io.opencab.meters;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * A preallocated file beside the store ({@code <store>.reserve}, 1 MiB), deleted when a write
 * fails for lack of space so the cabinet can still record its own lockup (the STORE_FAULT tilt
 * and its event); made again at the next open once there is room.
 */
final class Reserve {
    static final int SIZE = 1 << 20;

    private Reserve() {
    }

    static Path of(Path store) {
        return store.resolveSibling(store.getFileName() + ".reserve");
    }

    /** Makes the reserve if it is missing or short; without room it stays missing (no error: the store decides). */
    static void ensure(Path store) {
        Path r = of(store);
        try {
            if (Files.exists(r) && Files.size(r) >= SIZE) {
                return;
            }
            try (FileChannel c = FileChannel.open(r, java.util.Set.of(StandardOpenOption.CREATE, StandardOpenOption.WRITE),
                StoreFiles.privateFile(r))) { // rw------- like the store, whatever the umask
                ByteBuffer zeros = ByteBuffer.allocate(64 * 1024);
                long at = 0;
                while (at < SIZE) {
                    zeros.clear();
                    at += c.write(zeros, at);
                }
                c.force(true);
            }
        } catch (IOException e) {
            try {
                Files.deleteIfExists(r);
            } catch (IOException ignored) {
                // nothing more to free
            }
        }
    }

    /** Frees the reserve; true when there was one. */
    static boolean release(Path store) {
        try {
            return Files.deleteIfExists(of(store));
        } catch (IOException e) {
            return false;
        }
    }
}
