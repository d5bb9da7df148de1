import type { SecretRule } from './rule.js';

/** Bare 40-character base64 runs (AWS secret keys) count only near one of these words. */
const AWS_WORDS = ['aws', 'secret', 'akia', 'asia'];

/** Cloud platforms: AWS, Google Cloud, Azure, IBM Cloud, Alibaba, Oracle. */
export const CLOUD_RULES: readonly SecretRule[] = [
  {
    id: 'secret.aws.access_key_id',
    describe:
      'AWS access key id: AKIA/ASIA/ABIA/ACCA/A3T* + 16 upper-case alphanumerics; base32 (A-Z, 2-7) as issued ' +
      'today scores higher than ids with 0, 1, 8 or 9 (older or hand-made ones)',
    needles: ['AKIA', 'ASIA', 'ABIA', 'ACCA', 'A3T'],
    pattern: /(?<![A-Za-z0-9])(?:AKIA|ASIA|ABIA|ACCA|A3T[A-Z0-9])[A-Z0-9]{16}(?![A-Za-z0-9])/g,
    minEntropy: 3,
    score: 0.9,
    check: (v) => (/^[A-Z2-7]+$/.test(v.slice(4)) ? 0.9 : /\d/.test(v.slice(4)) ? 0.8 : null),
  },
  {
    id: 'secret.aws.secret_access_key',
    describe:
      'AWS secret access key: 40 base64 characters near an "aws"/"secret" key name or an access key id',
    needles: ['aws', 'AWS', 'Aws', 'secret', 'SECRET', 'Secret', 'AKIA', 'ASIA'],
    pattern: /(?<![A-Za-z0-9+/])([A-Za-z0-9+/]{40})(?![A-Za-z0-9+/=])/g,
    keywords: AWS_WORDS,
    minEntropy: 4,
    score: 0.9,
    check: (v) => (/[a-z]/.test(v) && /[A-Z]/.test(v) && /[0-9]/.test(v) ? 0.9 : null),
  },
  {
    id: 'secret.aws.session_token',
    describe:
      'AWS STS session token: base64 starting IQoJb3JpZ2luX2Vj ("origin_ec") or FwoGZXIvYXdz, 100+ characters',
    needles: ['IQoJb3JpZ2luX2Vj', 'FwoGZXIvYXdz'],
    pattern: /(?<![A-Za-z0-9+/])(?:IQoJb3JpZ2luX2Vj|FwoGZXIvYXdz)[A-Za-z0-9+/]{80,2000}={0,2}/g,
    score: 0.97,
  },
  {
    id: 'secret.aws.bedrock_api_key',
    describe:
      'Amazon Bedrock API key: long-term ABSKQmVkcm9ja0FQSUtleS ("BedrockAPIKey-") or short-term ' +
      'bedrock-api-key-YmVkcm9jay5hbWF6b25hd3MuY29t ("bedrock.amazonaws.com") + base64',
    needles: ['ABSKQmVkcm9ja0FQSUtleS', 'bedrock-api-key-'],
    pattern:
      /(?<![A-Za-z0-9+/])(?:ABSKQmVkcm9ja0FQSUtleS[A-Za-z0-9+/]{40,300}={0,2}|bedrock-api-key-YmVkcm9jay5hbWF6b25hd3MuY29t[A-Za-z0-9+/%=&._-]{20,3000})/g,
    score: 0.97,
  },
  {
    id: 'secret.gcp.api_key',
    describe: 'Google API key: AIza + 35 base64url characters',
    needles: ['AIza'],
    pattern: /(?<![A-Za-z0-9_-])AIza[0-9A-Za-z_-]{35}(?![A-Za-z0-9_-])/g,
    score: 0.9,
  },
  {
    id: 'secret.gcp.oauth_client_secret',
    describe: 'Google OAuth client secret: GOCSPX- + 28 base64url',
    needles: ['GOCSPX-'],
    pattern: /(?<![A-Za-z0-9_-])GOCSPX-[A-Za-z0-9_-]{28}(?![A-Za-z0-9_-])/g,
    score: 0.95,
  },
  {
    id: 'secret.gcp.oauth_token',
    describe: 'Google OAuth access token (ya29.) or refresh token (1//0...)',
    needles: ['ya29.', '1//0'],
    pattern:
      /(?<![A-Za-z0-9_-])(?:ya29\.[0-9A-Za-z_-]{30,2000}|1\/\/0[0-9A-Za-z_-]{40,400})(?![A-Za-z0-9_-])/g,
    score: 0.9,
  },
  {
    id: 'secret.gcp.service_account_key_id',
    describe: 'Google service-account JSON: the 40-hex private_key_id (the private key is caught as PEM)',
    needles: ['private_key_id'],
    pattern: /"private_key_id"\s{0,3}:\s{0,3}"([a-f0-9]{40})"/g,
    score: 0.9,
  },
  {
    id: 'secret.azure.storage_key',
    describe:
      'Azure storage/Cosmos/Service Bus/Event Hub key: 86 base64 + "==" (or 43 + "=") after AccountKey=, ' +
      'SharedAccessKey=, PrimaryKey or a key name',
    needles: [
      'AccountKey',
      'SharedAccessKey',
      'accountKey',
      'account_key',
      'ACCOUNT_KEY',
      'PrimaryKey',
      'primaryKey',
      'STORAGE_KEY',
      'storage_key',
    ],
    pattern: /(?<![A-Za-z0-9+/])([A-Za-z0-9+/]{86}==|[A-Za-z0-9+/]{43}=)(?![A-Za-z0-9+/=])/g,
    keywords: ['accountkey', 'sharedaccesskey', 'account_key', 'primarykey', 'storage_key', 'azure'],
    minEntropy: 4.5,
    score: 0.95,
  },
  {
    id: 'secret.azure.identifiable_key',
    describe:
      'Azure identifiable key: 88 base64 with the service signature (+ASt storage, +ASb Service Bus, +AEh Event Hubs, ' +
      'ACDb Cosmos, AzSe Search, APIM, AzFu Functions, +ACR registry) at its documented position',
    needles: ['+ASt', '+ASb', '+AEh', 'ACDb', 'AzSe', 'APIM', 'AzFu', '+ACR', '+ARm'],
    pattern:
      /(?<![A-Za-z0-9+/])[A-Za-z0-9+/]{33,76}(?:\+ASt|\+ASb|\+AEh|ACDb|AzSe|APIM|AzFu|\+ACR|\+ARm)[A-Za-z0-9+/]{4,10}={0,2}(?![A-Za-z0-9+/=])/g,
    minEntropy: 4.5,
    score: 0.95,
  },
  {
    id: 'secret.azure.sas_signature',
    describe: 'Azure shared access signature: the sig= parameter of a SAS query (sv=...&sig=)',
    needles: ['sig='],
    pattern: /[?&]sig=([A-Za-z0-9%+/]{30,120}(?:%3D|=){0,2})/g,
    keywords: ['sv=', 'se=', 'sp=', 'sr=', 'ss=', 'srt='],
    score: 0.95,
  },
  {
    id: 'secret.azure.client_secret',
    describe: 'Microsoft Entra ID (Azure AD) client secret: 3 chars + digit + "Q~" + 31-34 chars',
    needles: ['Q~'],
    pattern: /(?<![A-Za-z0-9_~.-])[A-Za-z0-9_~.]{3}\dQ~[A-Za-z0-9_~.-]{31,34}(?![A-Za-z0-9_~.-])/g,
    score: 0.95,
  },
  {
    id: 'secret.azure.devops_pat',
    describe:
      'Azure DevOps personal access token: 84 characters with the AZDO signature, or 52 base32 after a devops/ado key name',
    needles: ['AZDO', 'devops', 'DEVOPS', 'DevOps', 'ado_', 'ADO_', 'azure', 'AZURE'],
    pattern: /(?<![A-Za-z0-9])([A-Za-z0-9]{76}AZDO[A-Za-z0-9]{4}|[a-z2-7]{52})(?![A-Za-z0-9])/g,
    score: 0.9,
    check: (v, text, at) =>
      v.length === 84 || /devops|ado_|azure|pat/i.test(text.slice(Math.max(0, at - 48), at)) ? 0.9 : null,
  },
  {
    id: 'secret.ibm.api_key',
    describe: 'IBM Cloud IAM API key: 44 base64url after an ibm/iam/apikey key name',
    needles: ['ibm', 'IBM', 'Ibm', 'iam', 'IAM', 'bluemix', 'BLUEMIX', 'cloudant', 'CLOUDANT'],
    pattern: /(?<![A-Za-z0-9_-])([A-Za-z0-9_-]{44})(?![A-Za-z0-9_-])/g,
    keywords: ['ibm', 'iam', 'bluemix', 'cloudant'],
    minEntropy: 4.2,
    score: 0.85,
  },
  {
    id: 'secret.alibaba.access_key_id',
    describe: 'Alibaba Cloud AccessKey id: LTAI + 12-20 base62',
    needles: ['LTAI'],
    pattern: /(?<![A-Za-z0-9])LTAI[A-Za-z0-9]{12,20}(?![A-Za-z0-9])/g,
    score: 0.9,
  },
  {
    id: 'secret.tencent.secret_id',
    describe: 'Tencent Cloud SecretId: AKID + 32 base62',
    needles: ['AKID'],
    pattern: /(?<![A-Za-z0-9])AKID[A-Za-z0-9]{32}(?![A-Za-z0-9])/g,
    score: 0.9,
  },
];
