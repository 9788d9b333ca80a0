package io.opencab.hal.anchor;

import io.opencab.hal.HalException;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Arrays;
import java.util.zip.CRC32;

/**
 * A counter kept in a file of two 64-byte slots, each {@code counter=N} with a CRC-32: an increment
 * writes the value after into the older slot in place and syncs its data once, so a power cut in the
 * middle of a write spoils that slot only and the other still holds the value before. The CRC finds a
 * torn write, not a forged one: whoever can write the file can set any value (docs/hal.md says what
 * each anchor protects against). {@code header} is the first line of each slot.
 */
record CounterFile(Path file, String header) {
    static final int SLOT = 64;

    boolean exists() {
        return Files.exists(file);
    }

    /** Creates the file at 0 (temp file, sync, rename, directory sync); refuses when one is there. */
    void create() {
        if (exists()) {
            throw new HalException("the anchor counter file " + file + " already exists");
        }
        try {
            Files.createDirectories(file.getParent());
            Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
            byte[] whole = new byte[2 * SLOT];
            System.arraycopy(slot(0), 0, whole, 0, SLOT);
            System.arraycopy(slot(0), 0, whole, SLOT, SLOT);
            try (FileChannel c = FileChannel.open(tmp, java.util.Set.of(StandardOpenOption.CREATE,
                    StandardOpenOption.WRITE, StandardOpenOption.TRUNCATE_EXISTING),
                    PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")))) {
                c.write(ByteBuffer.wrap(whole));
                c.force(true);
            }
            Files.move(tmp, file, StandardCopyOption.ATOMIC_MOVE);
            try (FileChannel d = FileChannel.open(file.getParent(), StandardOpenOption.READ)) {
                d.force(true);
            }
        } catch (IOException e) {
            throw new HalException("cannot create the anchor counter file " + file + ": " + e, e);
        }
    }

    /** The newest value and the slot it is in. */
    private long[] newest() {
        byte[] b;
        try {
            b = Files.readAllBytes(file);
        } catch (NoSuchFileException e) {
            throw new HalException("the anchor counter file " + file + " is missing (its device not mounted, or never"
                + " provisioned)", e);
        } catch (IOException e) {
            throw new HalException("cannot read the anchor counter file " + file + ": " + e, e);
        }
        if (b.length != 2 * SLOT) {
            throw new HalException("the anchor counter file " + file + " is damaged (" + b.length + " bytes, not "
                + 2 * SLOT + ")");
        }
        long best = -1;
        int at = -1;
        for (int s = 0; s < 2; s++) {
            long v = parse(Arrays.copyOfRange(b, s * SLOT, (s + 1) * SLOT));
            if (v > best) {
                best = v;
                at = s;
            }
        }
        if (at < 0) {
            throw new HalException("the anchor counter file " + file + " is damaged (no slot passes its check)");
        }
        return new long[] {best, at};
    }

    long read() {
        return newest()[0];
    }

    long increment() {
        long[] n = newest();
        long next = n[0] + 1;
        int slot = 1 - (int) n[1];
        try (FileChannel c = FileChannel.open(file, StandardOpenOption.WRITE)) {
            ByteBuffer b = ByteBuffer.wrap(slot(next));
            long at = (long) slot * SLOT;
            while (b.hasRemaining()) {
                at += c.write(b, at);
            }
            c.force(false);
        } catch (IOException e) {
            throw new HalException("cannot advance the anchor counter file " + file + " to " + next + ": " + e, e);
        }
        return next;
    }

    private byte[] slot(long value) {
        String body = header + "\ncounter=" + value + "\n";
        CRC32 crc = new CRC32();
        crc.update(body.getBytes(StandardCharsets.US_ASCII));
        byte[] text = (body + "crc=" + Long.toHexString(crc.getValue()) + "\n").getBytes(StandardCharsets.US_ASCII);
        if (text.length > SLOT) {
            throw new HalException("anchor slot too long: " + text.length + " bytes");
        }
        byte[] out = Arrays.copyOf(text, SLOT);
        Arrays.fill(out, text.length, SLOT, (byte) '\n');
        return out;
    }

    /** The slot's value, or -1 when it fails its check. */
    private long parse(byte[] slot) {
        String s = new String(slot, StandardCharsets.US_ASCII);
        int c = s.indexOf("crc=");
        if (!s.startsWith(header + "\ncounter=") || c < 0) {
            return -1;
        }
        String body = s.substring(0, c);
        CRC32 crc = new CRC32();
        crc.update(body.getBytes(StandardCharsets.US_ASCII));
        int end = s.indexOf('\n', c);
        if (end < 0 || !s.substring(c + 4, end).equals(Long.toHexString(crc.getValue()))) {
            return -1;
        }
        try {
            return Long.parseLong(body.substring(header.length() + "\ncounter=".length()).strip());
        } catch (NumberFormatException e) {
            return -1;
        }
    }
}
