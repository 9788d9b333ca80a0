package io.opencab.app.verify;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyPair;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The manifest's Ed25519 signature (issue 26 item 1; regulations.md 1.8; docs/deploy.md "Key ceremony"). */
class SignedManifestTest {
    private static final String TAMPERED_PAYS = "symbols = A,B,C\npays.A = 5,10,99\n";

    @TempDir
    Path dir;

    @Test
    void aSignedImagePassesAndNamesItsKeysFingerprint() throws IOException {
        Path root = InstallFixture.make(dir);
        InstallFixture.manifest(root);

        VerificationReport r = SoftwareCheck.run(root, Optional.empty());

        assertTrue(r.passed(), r.summary());
        assertTrue(r.summary().contains("SHA256:" + InstallFixture.TEST_PUBLIC.fingerprint()), r.summary());
    }

    /** The bypass: a pay changed, then the manifest re-made on the board as provision manifest did. */
    @Test
    void aTamperedPayWithARemadeUnsignedManifestIsRefused() throws IOException {
        Path root = InstallFixture.make(dir);
        InstallFixture.manifest(root);
        InstallFixture.jar(root.resolve(InstallFixture.ENGINE_JAR), TAMPERED_PAYS);
        InstallFixture.unsignedManifest(root);

        VerificationException e = assertThrows(VerificationException.class, () -> SoftwareCheck.run(root, Optional.empty()));

        assertTrue(e.getMessage().startsWith("unsigned software manifest"), e.getMessage());
    }

    @Test
    void aRemadeManifestSignedWithAnotherKeyDoesNotVerifyWithTheImagesKey() throws IOException {
        Path root = InstallFixture.make(dir);
        InstallFixture.manifest(root);
        InstallFixture.jar(root.resolve(InstallFixture.ENGINE_JAR), TAMPERED_PAYS);
        KeyPair other = InstallFixture.generate();
        InstallFixture.manifest(root, other, new SigningKey("TEST-attacker", SigningKey.Purpose.TEST, other.getPublic()));
        Files.writeString(root.resolve(SigningKey.PUBLIC_FILE), InstallFixture.TEST_PUBLIC.publicText());

        VerificationException e = assertThrows(VerificationException.class, () -> SoftwareCheck.run(root, Optional.empty()));

        assertTrue(e.getMessage().contains("not by this image's key"), e.getMessage());
    }

    @Test
    void aSignatureLineCopiedOntoAnEditedManifestDoesNotVerify() throws IOException {
        Path root = InstallFixture.make(dir);
        InstallFixture.manifest(root);
        Path f = root.resolve(SoftwareManifest.FILE_NAME);
        String signatureLine = lastLine(Files.readString(f));
        InstallFixture.jar(root.resolve(InstallFixture.ENGINE_JAR), TAMPERED_PAYS);
        InstallFixture.unsignedManifest(root);
        Files.writeString(f, Files.readString(f) + signatureLine + "\n");

        VerificationException e = assertThrows(VerificationException.class, () -> SoftwareCheck.run(root, Optional.empty()));

        assertTrue(e.getMessage().contains("signature does not verify"), e.getMessage());
    }

    @Test
    void aFormatOneManifestIsRefusedAsUnsigned() throws IOException {
        Path root = InstallFixture.make(dir);
        InstallFixture.manifest(root);
        Path f = root.resolve(SoftwareManifest.FILE_NAME);
        Files.writeString(f, Files.readString(f).replace(SoftwareManifest.HEADER, SoftwareManifest.UNSIGNED_HEADER));

        VerificationException e = assertThrows(VerificationException.class, () -> SoftwareManifest.read(f));

        assertTrue(e.getMessage().startsWith("unsigned software manifest") && e.getMessage().contains("format 1"),
            e.getMessage());
    }

    /** The outside tester read "java.io.IOException: Is a directory": the reason in words, no class name. */
    @Test
    void aManifestThatIsADirectoryIsUnreadableSaidInWords() throws IOException {
        Path f = Files.createDirectory(dir.resolve(SoftwareManifest.FILE_NAME));

        VerificationException e = assertThrows(VerificationException.class, () -> SoftwareManifest.read(f));

        assertTrue(e.getMessage().equals("cannot read the software manifest " + f + ": is a directory"), e.getMessage());
    }

    @Test
    void anImageWithoutItsPublicKeyFails() throws IOException {
        Path root = InstallFixture.make(dir);
        InstallFixture.manifest(root);
        Files.delete(root.resolve(SigningKey.PUBLIC_FILE));

        VerificationException e = assertThrows(VerificationException.class, () -> SoftwareCheck.run(root, Optional.empty()));

        assertTrue(e.getMessage().startsWith("no signing key"), e.getMessage());
    }

    @Test
    void aTestKeysNameMustSayTest() {
        KeyPair kp = InstallFixture.generate();

        assertThrows(VerificationException.class, () -> new SigningKey("release-2026", SigningKey.Purpose.TEST,
            kp.getPublic()));
        assertThrows(VerificationException.class, () -> new SigningKey("TEST-release", SigningKey.Purpose.RELEASE,
            kp.getPublic()));
    }

    private static String lastLine(String text) {
        String t = text.substring(0, text.length() - 1);
        return t.substring(t.lastIndexOf('\n') + 1);
    }
}
