package io.opencab.hal.anchor;

import io.opencab.hal.DeviceMode;
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
import java.util.Optional;
import java.util.Set;

/**
 * The software signing key's fingerprint kept beside the rollback anchor's counter ({@code <hal.anchor.path>.signing-key}),
 * on the anchor's device, outside the data directory (issue 34 item 3, the lab's A13): a RAM clear or a new store
 * (data directory deleted) does not forget which key the cabinet's software was signed with, so a store started under
 * another key is a SIGNING_KEY_CHANGED lockup. Written only when a key is sealed (provisioning, a technician's
 * acceptance); whoever can rewrite the anchor's device can rewrite it too (docs/hal.md says what each anchor stops).
 */
public final class SigningKeyRecord {
    private static final String PREFIX = "OpenCab signing key 1\nfingerprint=";

    private SigningKeyRecord() {
    }

    /** Where the record of {@code anchor} lies; empty without an anchor. */
    public static Optional<Path> file(AnchorConfig anchor) {
        if (anchor.mode() == DeviceMode.NONE) {
            return Optional.empty();
        }
        return Optional.of(anchor.path().resolveSibling(anchor.path().getFileName() + ".signing-key"));
    }

    /** The recorded fingerprint; empty without an anchor or before the first seal. A damaged record is an error. */
    public static Optional<String> read(AnchorConfig anchor) {
        Optional<Path> f = file(anchor);
        if (f.isEmpty()) {
            return Optional.empty();
        }
        String text;
        try {
            text = Files.readString(f.get(), StandardCharsets.US_ASCII);
        } catch (NoSuchFileException e) {
            return Optional.empty();
        } catch (IOException e) {
            throw new HalException("cannot read the signing key record " + f.get() + ": " + e, e);
        }
        if (!text.startsWith(PREFIX) || !text.endsWith("\n") || text.substring(PREFIX.length()).strip().isEmpty()) {
            throw new HalException("the signing key record " + f.get() + " is damaged (not '" + PREFIX.replace("\n", "\\n")
                + "<fingerprint>')");
        }
        return Optional.of(text.substring(PREFIX.length()).strip());
    }

    /** Records {@code fingerprint} (temp file 0600, sync, rename, directory sync); nothing without an anchor. */
    public static void write(AnchorConfig anchor, String fingerprint) {
        Optional<Path> f = file(anchor);
        if (f.isEmpty()) {
            return;
        }
        Path file = f.get();
        Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
        try {
            Files.createDirectories(file.getParent());
            Files.deleteIfExists(tmp);
            try (FileChannel c = FileChannel.open(tmp, Set.of(StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE),
                    PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")))) {
                c.write(ByteBuffer.wrap((PREFIX + fingerprint + "\n").getBytes(StandardCharsets.US_ASCII)));
                c.force(true);
            }
            Files.move(tmp, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            try (FileChannel d = FileChannel.open(file.getParent(), StandardOpenOption.READ)) {
                d.force(true);
            }
        } catch (IOException e) {
            throw new HalException("cannot write the signing key record " + file + ": " + e, e);
        }
    }
}
