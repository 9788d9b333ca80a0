package io.opencab.app.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.opencab.sas.Crc16;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** SAS LP 21's ROM signature over an install image (docs/sas.md "LP 21"). */
class RomSignatureTest {
    @TempDir
    Path dir;

    /** Every component's bytes, in manifest order, as the software check reads them. */
    private static byte[] imageBytes(Path root) throws IOException {
        ByteArrayOutputStream all = new ByteArrayOutputStream();
        for (Component c : SoftwareManifest.read(root.resolve(SoftwareManifest.FILE_NAME)).manifest().components()) {
            ComponentBytes.feed(root, c.kind(), c.name(), all::write);
        }
        return all.toByteArray();
    }

    @Test
    void theSignatureIsTheSasCrcOfTheImageStartedFromTheSeed() throws IOException {
        Path root = InstallFixture.make(dir);
        InstallFixture.manifest(root);
        byte[] image = imageBytes(root);

        int sig = SoftwareCheck.romSignature(root, 0x1234);

        assertEquals(Crc16.of(image, 0, image.length, 0x1234), sig);
    }

    @Test
    void anotherSeedGivesAnotherSignature() throws IOException {
        Path root = InstallFixture.make(dir);
        InstallFixture.manifest(root);

        assertNotEquals(SoftwareCheck.romSignature(root, 0x0000), SoftwareCheck.romSignature(root, 0xBEEF));
    }

    @Test
    void aChangedJarChangesTheSignature() throws IOException {
        Path root = InstallFixture.make(dir);
        InstallFixture.manifest(root);
        int before = SoftwareCheck.romSignature(root, 0x1234);

        InstallFixture.flip(root.resolve("app/cabinet.jar"), 60);

        assertNotEquals(before, SoftwareCheck.romSignature(root, 0x1234));
    }

    @Test
    void anImageWithoutAManifestCannotBeSigned() throws IOException {
        Path root = InstallFixture.make(dir);

        assertThrows(VerificationException.class, () -> SoftwareCheck.romSignature(root, 0x1234));
    }

    @Test
    void theDevelopmentModeHasNoImageToSign() {
        ManifestVerifier v = new ManifestVerifier(new RunningCode(dir.resolve("classes"), java.util.List.of(),
            Path.of(System.getProperty("java.home"))), () -> InstallFixture.launch(dir), java.util.List.of());

        assertEquals(false, v.signsRom());
        assertEquals(java.util.OptionalInt.empty(), v.romSignature(0x1234));
    }
}
