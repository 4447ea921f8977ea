/**
 * Up to 3 images (SPEC §5, §9: png or jpg, 5 MB each), each previewed before it is sent and
 * checked on pick, so a wrong file is named at once instead of after a long upload.
 */
import { useEffect, useId, useMemo, useState } from 'react';
import { PROFILE_LIMITS } from '../../api/profile-wire';
import { useT } from '../../i18n/useT';
import { imageProblem, type ImageProblem } from './profile-rules';

interface Props {
  files: readonly File[];
  onFiles: (files: File[]) => void;
  disabled?: boolean;
}

export function ImagePicker({ files, onFiles, disabled }: Props) {
  const { t } = useT();
  const id = useId();
  const [problem, setProblem] = useState<ImageProblem | null>(null);
  const previews = useMemo(() => files.map((file) => URL.createObjectURL(file)), [files]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);

  function pick(list: FileList | null) {
    const next = [...files];
    let found: ImageProblem | null = null;
    for (const file of list ? [...list] : []) {
      const bad = imageProblem(file, next.length);
      if (bad) found ??= bad;
      else next.push(file);
    }
    setProblem(found);
    onFiles(next);
  }

  return (
    <div className={problem ? 'account-field account-field--invalid' : 'account-field'}>
      <span className="account-field__label" id={`${id}-label`}>
        {t('profile_images')} <span className="profile-muted">{t('profile_image_count', { count: files.length, max: PROFILE_LIMITS.maxImages })}</span>
      </span>
      <ul className="profile-images" aria-labelledby={`${id}-label`}>
        {previews.map((url, i) => (
          <li key={url} className="profile-images__item">
            <img src={url} alt={files[i]?.name ?? ''} className="profile-images__img" />
            <button
              type="button"
              className="profile-images__remove"
              aria-label={t('profile_remove_image', { n: i + 1 })}
              disabled={disabled}
              onClick={() => {
                setProblem(null);
                onFiles(files.filter((_, j) => j !== i));
              }}
            >
              ×
            </button>
          </li>
        ))}
        {files.length < PROFILE_LIMITS.maxImages && (
          <li className="profile-images__item profile-images__add">
            <label htmlFor={id} className="profile-images__add-label">
              <span aria-hidden="true">+</span>
              <span>{t('profile_add_image')}</span>
            </label>
            <input
              id={id}
              className="profile-images__input"
              type="file"
              name="images"
              accept="image/png,image/jpeg"
              multiple
              disabled={disabled}
              aria-describedby={`${id}-hint`}
              onChange={(event) => {
                pick(event.target.files);
                event.target.value = ''; // the same file may be picked again after removing it
              }}
            />
          </li>
        )}
      </ul>
      <p id={`${id}-hint`} className="profile-muted">
        {t('upload_image_rule')}
      </p>
      {problem && (
        <p className="account-field__error" role="alert">
          {t(problem)}
        </p>
      )}
    </div>
  );
}
