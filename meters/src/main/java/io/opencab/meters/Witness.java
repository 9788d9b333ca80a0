package io.opencab.meters;

import io.opencab.meters.MeterException.Kind;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The witness (docs/meters.md "Witness"): a second, independent record of the store's last sealed
 * state, on storage configured apart from the store ({@link MeterStoreConfig#witnessPath}). Format 2
 * (since {@link Schema#HISTORY}): two 512-byte text slots, each with store id, sequence number, chain
 * hash and the hash before it, when it was written, and an HMAC-SHA256 with a key derived from the
 * store's own key ({@link StoreKeys#WITNESS}): nobody without that key can write one, so a witness
 * rewritten to match an older store is found. A seal overwrites the older slot in place and syncs
 * its data once (no rename, no directory sync; a torn write spoils that slot only, and the other
 * still holds the seal before). Format 1 (a check line of plain SHA-256) is read only to migrate a
 * store of an older schema.
 */
final class Witness {
    static final String HEADER_1 = "OpenCab meter store witness 1";
    static final String HEADER = "OpenCab meter store witness 2";
    static final int SLOT = 512;

    private final Path file;
    private final String storeId;
    /** HMAC-SHA256 with the witness key, made once (not per slot read or written). */
    private final javax.crypto.Mac mac;
    /** The slot the next in-place write goes to, or -1 when the file must be written whole first. */
    private int nextSlot = -1;

    Witness(Path file, String storeId, byte[] storeKey) {
        this.file = file;
        this.storeId = storeId;
        this.mac = StoreKeys.hmac(StoreKeys.derive(storeKey, StoreKeys.WITNESS));
    }

    Path file() {
        return file;
    }

    /** What a witness file says; {@code legacy} for format 1. */
    record Record(String storeId, long seq, String hash, String prev, String written, boolean legacy) {
    }

    /** How the store stands against its witness. */
    enum Verdict {
        /** Same store, same sequence, same hash. */
        AGREE,
        /** The store is a few committed changes ahead and its chain runs through the witnessed link: not sealed yet, or a power cut before the seal. */
        AHEAD
    }

    /**
     * What is left at {@code file} of a witness whose store is missing, or null when nothing is there or
     * a witness of a store whose creation was cut short (sequence 0, written before the store was
     * published: it never recorded anything and may be replaced). Read without its key: only to refuse.
     */
    static String leftOver(Path file) {
        String text;
        try {
            text = Files.readString(file, StandardCharsets.ISO_8859_1);
        } catch (NoSuchFileException e) {
            return null;
        } catch (IOException e) {
            return "unreadable: " + e.getMessage();
        }
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("store=(\\S+)\nsequence=(\\d+)").matcher(text);
        long newest = -1;
        String store = "?";
        while (m.find()) {
            if (Long.parseLong(m.group(2)) >= newest) {
                newest = Long.parseLong(m.group(2));
                store = m.group(1);
            }
        }
        return newest == 0 ? null : "store " + store + ", sequence " + (newest < 0 ? "unreadable" : fmt(newest));
    }

    /** The newest record the witness holds, or empty when there is none; WITNESS when it is damaged or forged. */
    Optional<Record> read() {
        byte[] bytes;
        try (java.io.InputStream in = Files.newInputStream(file)) {
            // Bounded: a witness is 1 KiB; whatever is at the path (a device, a huge file) is read no further.
            bytes = in.readNBytes(4 * SLOT + 1);
        } catch (NoSuchFileException e) {
            nextSlot = -1;
            return Optional.empty();
        } catch (IOException e) {
            throw new MeterException(Kind.WITNESS_UNAVAILABLE, "cannot read the witness " + file + ": " + e.getMessage()
                + ". " + Remedy.mountWitness(file), e);
        }
        String text = new String(bytes, StandardCharsets.UTF_8);
        if (text.startsWith(HEADER_1 + "\n")) {
            nextSlot = -1;
            return Optional.of(legacy(text, bytes.length));
        }
        if (bytes.length != 2 * SLOT || !text.startsWith(HEADER) && !text.substring(SLOT).startsWith(HEADER)) {
            throw damaged("it is not a witness of format 2 (" + bytes.length + " bytes)");
        }
        Record best = null;
        int bestSlot = -1;
        String problem = null;
        for (int s = 0; s < 2; s++) {
            String slot = new String(Arrays.copyOfRange(bytes, s * SLOT, (s + 1) * SLOT), StandardCharsets.UTF_8);
            try {
                Record r = parseSlot(slot);
                if (best == null || r.seq() > best.seq()) {
                    best = r;
                    bestSlot = s;
                }
            } catch (IllegalArgumentException e) {
                problem = e.getMessage();
            }
        }
        if (best == null) {
            java.util.regex.Matcher other = java.util.regex.Pattern.compile("\nstore=(\\S+)\n").matcher(text);
            if (other.find() && !other.group(1).equals(storeId)) {
                throw new MeterException(Kind.WITNESS, "witness " + file + " is of store " + other.group(1) + " but the"
                    + " store in place is " + storeId + ": another store (another cabinet's, or one RAM-cleared"
                    + " elsewhere) is in place. " + Remedy.OTHER_STORE);
            }
            throw damaged(problem + " in both slots");
        }
        nextSlot = 1 - bestSlot;
        return Optional.of(best);
    }

    private Record parseSlot(String slot) {
        int at = slot.indexOf("\nmac=");
        if (!slot.startsWith(HEADER + "\n") || at < 0) {
            throw new IllegalArgumentException("no witness header or MAC line");
        }
        String body = slot.substring(0, at + 1);
        String stored = slot.substring(at + "\nmac=".length()).strip();
        if (!MessageDigest.isEqual(stored.getBytes(StandardCharsets.US_ASCII),
            StoreKeys.hmacHex(mac, body).getBytes(StandardCharsets.US_ASCII))) {
            throw new IllegalArgumentException("its MAC does not match (damaged, or written without this store's key)");
        }
        Map<String, String> v = fields(body);
        try {
            return new Record(require(v, "store"), Long.parseLong(require(v, "sequence")), require(v, "hash"),
                require(v, "previous"), require(v, "written"), false);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("its sequence is not a number");
        }
    }

    private Record legacy(String text, int length) {
        int at = text.lastIndexOf("check=");
        if (at < 0) {
            throw damaged("no check line (" + length + " bytes)");
        }
        String body = text.substring(0, at);
        if (!text.substring(at + "check=".length()).strip().equals(sha256Hex(body))) {
            throw damaged("its check line does not match its contents");
        }
        Map<String, String> v = fields(body);
        try {
            return new Record(require(v, "store"), Long.parseLong(require(v, "sequence")), require(v, "hash"),
                require(v, "previous"), require(v, "written"), true);
        } catch (IllegalArgumentException e) {
            throw damaged(e.getMessage());
        }
    }

    private static Map<String, String> fields(String body) {
        Map<String, String> v = new HashMap<>();
        for (String line : body.split("\n")) {
            int eq = line.indexOf('=');
            if (eq > 0) {
                v.put(line.substring(0, eq), line.substring(eq + 1));
            }
        }
        return v;
    }

    /**
     * Seals {@code link}: overwrites the older slot in place and syncs its data; the first write of a
     * process, or over a missing or older-format file, writes the file whole (temp file, fsync, rename
     * over, directory fsync). Disk full is DISK_FULL; anything else WITNESS_UNAVAILABLE.
     */
    void write(String storeId, Chain.Link link, long atMillis) {
        String body = HEADER + "\nstore=" + storeId + "\nsequence=" + link.seq() + "\nhash=" + link.hashHex()
            + "\nprevious=" + link.prevHex() + "\nwritten=" + Instant.ofEpochMilli(atMillis) + "\n";
        byte[] text = (body + "mac=" + StoreKeys.hmacHex(mac, body) + "\n").getBytes(StandardCharsets.UTF_8);
        byte[] slot = Arrays.copyOf(text, SLOT);
        Arrays.fill(slot, text.length, SLOT, (byte) '\n');
        try {
            if (nextSlot < 0) {
                byte[] whole = new byte[2 * SLOT];
                System.arraycopy(slot, 0, whole, 0, SLOT);
                System.arraycopy(slot, 0, whole, SLOT, SLOT);
                writeWhole(whole);
                nextSlot = 1;
                return;
            }
            try (FileChannel c = FileChannel.open(file, StandardOpenOption.WRITE)) {
                ByteBuffer b = ByteBuffer.wrap(slot);
                long at = (long) nextSlot * SLOT;
                while (b.hasRemaining()) {
                    at += c.write(b, at);
                }
                c.force(false); // the data only: the file's size and place do not change
            }
            nextSlot = 1 - nextSlot;
        } catch (IOException e) {
            nextSlot = -1;
            String m = String.valueOf(e.getMessage());
            Kind kind = m.contains("No space left") || m.contains("Disk quota") ? Kind.DISK_FULL : Kind.WITNESS_UNAVAILABLE;
            throw new MeterException(kind, "cannot write the witness " + file + " (sequence " + fmt(link.seq()) + "): "
                + e, e);
        }
    }

    private void writeWhole(byte[] bytes) throws IOException {
        Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
        try (FileChannel c = FileChannel.open(tmp, Set.of(StandardOpenOption.CREATE, StandardOpenOption.WRITE,
            StandardOpenOption.TRUNCATE_EXISTING), StoreFiles.privateFile(tmp))) { // rw------- whatever the umask
            ByteBuffer b = ByteBuffer.wrap(bytes);
            while (b.hasRemaining()) {
                c.write(b);
            }
            c.force(true);
        }
        try {
            Files.move(tmp, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            throw new MeterException(Kind.WITNESS_UNAVAILABLE, "the witness directory " + file.getParent()
                + " cannot rename atomically; the witness needs a POSIX file system", e);
        }
        StoreFiles.syncDirectory(file.toAbsolutePath().getParent());
    }

    /**
     * Compares the store's last link with its witness. Any disagreement is a WITNESS error (RAM
     * error) naming both records and the remedy; the store a few changes ahead with its chain running
     * through the witnessed link is {@link Verdict#AHEAD}.
     */
    Verdict compare(Path storeFile, String storeId, Chain.Link store, Optional<Record> witness) {
        if (witness.isEmpty()) {
            throw new MeterException(Kind.WITNESS, "witness " + file + " is missing; " + storeSays(storeFile, storeId, store)
                + ": the witness was lost or its storage is not mounted, or this store is not the one it witnessed. "
                + Remedy.mountWitness(file));
        }
        Record w = witness.get();
        if (!w.storeId().equals(storeId)) {
            throw new MeterException(Kind.WITNESS, both(w, storeFile, storeId, store)
                + ": another store (another cabinet's, or one RAM-cleared elsewhere) is in place. " + Remedy.OTHER_STORE);
        }
        if (w.legacy() && store.full()) {
            throw damaged("it is of format 1 (a plain SHA-256 anyone can compute) beside a store of format "
                + Schema.HISTORY + " or later (written by older firmware, or forged)");
        }
        byte[] at = store.hashAt(w.seq());
        if (store.seq() == w.seq()) {
            if (store.hashHex().equals(w.hash())) {
                return Verdict.AGREE;
            }
            throw new MeterException(Kind.WITNESS, both(w, storeFile, storeId, store) + ": same sequence, different hash:"
                + " the chain is broken (the store's history is not the one witnessed). " + Remedy.RESEAL);
        }
        if (store.seq() > w.seq() && at != null) {
            if (HexFormat.of().formatHex(at).equals(w.hash())) {
                return Verdict.AHEAD;
            }
            throw new MeterException(Kind.WITNESS, both(w, storeFile, storeId, store) + ": the store's link at sequence "
                + fmt(w.seq()) + " is not the witnessed one: the chain is broken. " + Remedy.RESEAL);
        }
        if (store.seq() < w.seq()) {
            throw new MeterException(Kind.WITNESS, both(w, storeFile, storeId, store) + ": the store was rolled back by "
                + fmt(w.seq() - store.seq()) + " changes (an older copy put back, or its -wal lost or damaged). "
                + Remedy.RESEAL);
        }
        throw new MeterException(Kind.WITNESS, both(w, storeFile, storeId, store) + ": the witness is "
            + fmt(store.seq() - w.seq()) + " changes older than the store (an older witness put back, or the store"
            + " changed without its witness). " + Remedy.RESEAL);
    }

    // Built only for a message: a round compares, and formatting on every compare cost more than the compare.
    private static String storeSays(Path storeFile, String storeId, Chain.Link store) {
        return "the store " + storeFile + " (store " + storeId + ") is at sequence " + fmt(store.seq()) + " hash "
            + shortHex(store.hashHex());
    }

    private String both(Record w, Path storeFile, String storeId, Chain.Link store) {
        return "witness " + file + " says store " + w.storeId() + " sequence " + fmt(w.seq()) + " hash "
            + shortHex(w.hash()) + " (written " + w.written() + "); " + storeSays(storeFile, storeId, store);
    }

    /** Both records side by side, for the technician (provision witness). */
    String report(Path storeFile, String storeId, Chain.Link store) {
        Optional<Record> w;
        String problem = null;
        try {
            w = read();
        } catch (MeterException e) {
            w = Optional.empty();
            problem = e.getMessage();
        }
        StringBuilder b = new StringBuilder();
        b.append(String.format("%-14s %-66s %s%n", "", "store " + storeFile, "witness " + file));
        b.append(String.format("%-14s %-66s %s%n", "store id", storeId, w.map(Record::storeId).orElse("-")));
        b.append(String.format("%-14s %-66s %s%n", "sequence", fmt(store.seq()), w.map(r -> fmt(r.seq())).orElse("-")));
        b.append(String.format("%-14s %-66s %s%n", "hash", store.hashHex(), w.map(Record::hash).orElse("-")));
        b.append(String.format("%-14s %-66s %s%n", "previous hash", store.prevHex(), w.map(Record::prev).orElse("-")));
        b.append(String.format("%-14s %-66s %s%n", "written", "", w.map(Record::written).orElse("-")));
        String verdict;
        if (problem != null) {
            verdict = problem;
        } else {
            try {
                verdict = switch (compare(storeFile, storeId, store, w)) {
                    case AGREE -> "they agree";
                    case AHEAD -> "the store is " + fmt(store.seq() - w.orElseThrow().seq()) + " change(s) ahead of its"
                        + " witness and runs through the witnessed link (not sealed yet, or a power cut before the"
                        + " seal): brought up to date by itself at the next start";
                };
            } catch (MeterException e) {
                verdict = e.getMessage();
            }
        }
        return b.append("verdict: ").append(verdict).append(System.lineSeparator()).toString();
    }

    static String fmt(long n) {
        return String.format("%,d", n);
    }

    private static String shortHex(String hex) {
        return hex.length() > 16 ? hex.substring(0, 16) + "..." : hex;
    }

    private static String require(Map<String, String> v, String key) {
        String s = v.get(key);
        if (s == null || s.isEmpty()) {
            throw new IllegalArgumentException("it has no " + key);
        }
        return s;
    }

    private MeterException damaged(String why) {
        return new MeterException(Kind.WITNESS, "witness " + file + " is damaged or forged: " + why + ". "
            + Remedy.RESTORE_WITNESS);
    }

    private static String sha256Hex(String s) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(s.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new MeterException(Kind.IO, "SHA-256 is not available in this JVM", e);
        }
    }
}
