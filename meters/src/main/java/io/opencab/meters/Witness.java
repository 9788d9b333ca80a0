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
import java.util.HashMap;
import java.util.HexFormat;
import java.util.Map;
import java.util.Optional;

/**
 * The witness (docs/meters.md "Witness"): a second, independent record of the store's last
 * committed state, on storage configured apart from the store ({@link MeterStoreConfig#witnessPath}).
 * A small text file: store id, sequence number, chain hash and the hash before it, when it was
 * written, and a SHA-256 check line over the rest. Written after every commit, atomically (temp
 * file, fsync, rename, directory fsync); compared with the store's {@link Chain} at open and
 * before every round and cash-out.
 */
final class Witness {
    static final String HEADER = "OpenCab meter store witness 1";

    private Witness() {
    }

    /** What a witness file says. */
    record Record(String storeId, long seq, String hash, String prev, String written) {
    }

    /** How the store stands against its witness. */
    enum Verdict {
        /** Same store, same sequence, same hash. */
        AGREE,
        /** The store is exactly one committed change ahead of the witness and chains onto it: a power cut between the two writes. */
        ONE_AHEAD
    }

    /** The witness at {@code file}, or empty when there is none; WITNESS when it is damaged. */
    static Optional<Record> read(Path file) {
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(file);
        } catch (NoSuchFileException e) {
            return Optional.empty();
        } catch (IOException e) {
            throw new MeterException(Kind.IO, "cannot read the witness " + file + ": " + e.getMessage(), e);
        }
        String text = new String(bytes, StandardCharsets.UTF_8);
        int at = text.lastIndexOf("check=");
        if (!text.startsWith(HEADER + "\n") || at < 0) {
            throw damaged(file, "no witness header or check line (" + bytes.length + " bytes)");
        }
        String body = text.substring(0, at);
        String check = text.substring(at + "check=".length()).strip();
        if (!check.equals(sha256Hex(body))) {
            throw damaged(file, "its check line " + check + " does not match its contents");
        }
        Map<String, String> v = new HashMap<>();
        for (String line : body.split("\n")) {
            int eq = line.indexOf('=');
            if (eq > 0) {
                v.put(line.substring(0, eq), line.substring(eq + 1));
            }
        }
        try {
            return Optional.of(new Record(require(file, v, "store"), Long.parseLong(require(file, v, "sequence")),
                require(file, v, "hash"), require(file, v, "previous"), require(file, v, "written")));
        } catch (NumberFormatException e) {
            throw damaged(file, "its sequence is not a number");
        }
    }

    /** Writes the witness of {@code link} atomically: temp file, fsync, rename over, directory fsync. */
    static void write(Path file, String storeId, Chain.Link link, long atMillis) {
        String body = HEADER + "\nstore=" + storeId + "\nsequence=" + link.seq() + "\nhash=" + link.hashHex()
            + "\nprevious=" + link.prevHex() + "\nwritten=" + Instant.ofEpochMilli(atMillis) + "\n";
        byte[] bytes = (body + "check=" + sha256Hex(body) + "\n").getBytes(StandardCharsets.UTF_8);
        Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
        try {
            try (FileChannel c = FileChannel.open(tmp, java.util.Set.of(StandardOpenOption.CREATE, StandardOpenOption.WRITE,
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
                throw new MeterException(Kind.IO, "the witness directory " + file.getParent()
                    + " cannot rename atomically; the witness needs a POSIX file system", e);
            }
            StoreFiles.syncDirectory(file.toAbsolutePath().getParent());
        } catch (IOException e) {
            String m = String.valueOf(e.getMessage());
            Kind kind = m.contains("No space left") || m.contains("Disk quota") ? Kind.DISK_FULL : Kind.IO;
            throw new MeterException(kind, "cannot write the witness " + file + " (sequence " + link.seq() + "): " + m, e);
        }
    }

    /**
     * Compares the store's last link with its witness. Any disagreement is a WITNESS error (RAM
     * error) naming both records; the one recoverable case, the store one change ahead and
     * chaining onto the witness, is {@link Verdict#ONE_AHEAD}.
     */
    static Verdict compare(Path witnessFile, Path storeFile, String storeId, Chain.Link store, Optional<Record> witness) {
        String storeSays = "the store " + storeFile + " (store " + storeId + ") is at sequence " + fmt(store.seq())
            + " hash " + shortHex(store.hashHex());
        if (witness.isEmpty()) {
            throw new MeterException(Kind.WITNESS, "witness " + witnessFile + " is missing; " + storeSays
                + ": the witness was lost or its storage is not mounted, or this store is not the one it witnessed");
        }
        Record w = witness.get();
        String witnessSays = "witness " + witnessFile + " says store " + w.storeId() + " sequence " + fmt(w.seq())
            + " hash " + shortHex(w.hash()) + " (written " + w.written() + ")";
        if (!w.storeId().equals(storeId)) {
            throw new MeterException(Kind.WITNESS, witnessSays + "; " + storeSays
                + ": another store (another cabinet's, or one RAM-cleared elsewhere) is in place");
        }
        if (store.seq() == w.seq()) {
            if (store.hashHex().equals(w.hash())) {
                return Verdict.AGREE;
            }
            throw new MeterException(Kind.WITNESS, witnessSays + "; " + storeSays
                + ": same sequence, different hash: the chain is broken (the store's history is not the one witnessed)");
        }
        if (store.seq() == w.seq() + 1 && store.prevHex().equals(w.hash())) {
            return Verdict.ONE_AHEAD;
        }
        if (store.seq() < w.seq()) {
            throw new MeterException(Kind.WITNESS, witnessSays + "; " + storeSays + ": the store was rolled back by "
                + fmt(w.seq() - store.seq()) + " changes (an older copy put back, or its -wal lost or damaged)");
        }
        throw new MeterException(Kind.WITNESS, witnessSays + "; " + storeSays + ": the witness is "
            + fmt(store.seq() - w.seq()) + " changes older than the store (an older witness put back, or the store"
            + " changed without its witness)");
    }

    /** Both records side by side, for the technician (provision witness). */
    static String report(Path witnessFile, Path storeFile, String storeId, Chain.Link store) {
        Optional<Record> w;
        String problem = null;
        try {
            w = read(witnessFile);
        } catch (MeterException e) {
            w = Optional.empty();
            problem = e.getMessage();
        }
        StringBuilder b = new StringBuilder();
        b.append(String.format("%-14s %-66s %s%n", "", "store " + storeFile, "witness " + witnessFile));
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
                verdict = switch (compare(witnessFile, storeFile, storeId, store, w)) {
                    case AGREE -> "they agree";
                    case ONE_AHEAD -> "the store is one change ahead of its witness (power cut between the two writes):"
                        + " recovered by itself at the next start";
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

    private static String require(Path file, Map<String, String> v, String key) {
        String s = v.get(key);
        if (s == null || s.isEmpty()) {
            throw damaged(file, "it has no " + key);
        }
        return s;
    }

    private static MeterException damaged(Path file, String why) {
        return new MeterException(Kind.WITNESS, "witness " + file + " is damaged: " + why);
    }

    private static String sha256Hex(String s) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(s.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new MeterException(Kind.IO, "SHA-256 is not available in this JVM", e);
        }
    }
}
