/**
 * Reference data of the browse-media seed stage: real countries with their calling codes, China's
 * provincial-level divisions with a few cities each, Portugal's districts and autonomous regions, Hong Kong
 * and Macau. One row is [code, zh-CN, en-US, pt-PT?]; pt-PT defaults to the English name (most place names
 * are written the same way in Portuguese).
 */
export type AreaRow = readonly [code: string, zh: string, en: string, pt?: string];

/** Countries and regions with their calling codes, most used at the fair first. */
export const COUNTRIES: readonly (readonly [...AreaRow, areaCode: string])[] = [
  ['CN', '中国', 'China', 'China', '+86'],
  ['HK', '中国香港', 'Hong Kong, China', 'Hong Kong, China', '+852'],
  ['MO', '中国澳门', 'Macao, China', 'Macau, China', '+853'],
  ['PT', '葡萄牙', 'Portugal', 'Portugal', '+351'],
  ['BR', '巴西', 'Brazil', 'Brasil', '+55'],
  ['AO', '安哥拉', 'Angola', 'Angola', '+244'],
  ['MZ', '莫桑比克', 'Mozambique', 'Moçambique', '+258'],
  ['CV', '佛得角', 'Cape Verde', 'Cabo Verde', '+238'],
  ['GW', '几内亚比绍', 'Guinea-Bissau', 'Guiné-Bissau', '+245'],
  ['ST', '圣多美和普林西比', 'São Tomé and Príncipe', 'São Tomé e Príncipe', '+239'],
  ['TL', '东帝汶', 'Timor-Leste', 'Timor-Leste', '+670'],
  ['US', '美国', 'United States', 'Estados Unidos', '+1'],
  ['CA', '加拿大', 'Canada', 'Canadá', '+1'],
  ['GB', '英国', 'United Kingdom', 'Reino Unido', '+44'],
  ['FR', '法国', 'France', 'França', '+33'],
  ['DE', '德国', 'Germany', 'Alemanha', '+49'],
  ['ES', '西班牙', 'Spain', 'Espanha', '+34'],
  ['IT', '意大利', 'Italy', 'Itália', '+39'],
  ['NL', '荷兰', 'Netherlands', 'Países Baixos', '+31'],
  ['CH', '瑞士', 'Switzerland', 'Suíça', '+41'],
  ['RU', '俄罗斯', 'Russia', 'Rússia', '+7'],
  ['JP', '日本', 'Japan', 'Japão', '+81'],
  ['KR', '韩国', 'South Korea', 'Coreia do Sul', '+82'],
  ['SG', '新加坡', 'Singapore', 'Singapura', '+65'],
  ['MY', '马来西亚', 'Malaysia', 'Malásia', '+60'],
  ['TH', '泰国', 'Thailand', 'Tailândia', '+66'],
  ['VN', '越南', 'Vietnam', 'Vietname', '+84'],
  ['ID', '印度尼西亚', 'Indonesia', 'Indonésia', '+62'],
  ['PH', '菲律宾', 'Philippines', 'Filipinas', '+63'],
  ['IN', '印度', 'India', 'Índia', '+91'],
  ['PK', '巴基斯坦', 'Pakistan', 'Paquistão', '+92'],
  ['AE', '阿拉伯联合酋长国', 'United Arab Emirates', 'Emirados Árabes Unidos', '+971'],
  ['SA', '沙特阿拉伯', 'Saudi Arabia', 'Arábia Saudita', '+966'],
  ['TR', '土耳其', 'Türkiye', 'Turquia', '+90'],
  ['EG', '埃及', 'Egypt', 'Egito', '+20'],
  ['ZA', '南非', 'South Africa', 'África do Sul', '+27'],
  ['NG', '尼日利亚', 'Nigeria', 'Nigéria', '+234'],
  ['KE', '肯尼亚', 'Kenya', 'Quénia', '+254'],
  ['AU', '澳大利亚', 'Australia', 'Austrália', '+61'],
  ['NZ', '新西兰', 'New Zealand', 'Nova Zelândia', '+64'],
  ['MX', '墨西哥', 'Mexico', 'México', '+52'],
  ['AR', '阿根廷', 'Argentina', 'Argentina', '+54'],
  ['CL', '智利', 'Chile', 'Chile', '+56'],
  ['PE', '秘鲁', 'Peru', 'Peru', '+51'],
];

/** China's provincial-level divisions (GB/T 2260 order) and a few cities of each. */
export const CHINA: readonly (readonly [AreaRow, readonly AreaRow[]])[] = [
  [
    ['BJ', '北京市', 'Beijing', 'Pequim'],
    [
      ['DC', '东城区', 'Dongcheng'],
      ['HD', '海淀区', 'Haidian'],
      ['CY', '朝阳区', 'Chaoyang'],
    ],
  ],
  [
    ['TJ', '天津市', 'Tianjin'],
    [
      ['HP', '和平区', 'Heping'],
      ['BH', '滨海新区', 'Binhai'],
    ],
  ],
  [
    ['HE', '河北省', 'Hebei'],
    [
      ['SJZ', '石家庄市', 'Shijiazhuang'],
      ['TS', '唐山市', 'Tangshan'],
      ['BD', '保定市', 'Baoding'],
    ],
  ],
  [
    ['SX', '山西省', 'Shanxi'],
    [
      ['TY', '太原市', 'Taiyuan'],
      ['DT', '大同市', 'Datong'],
    ],
  ],
  [
    ['NM', '内蒙古自治区', 'Inner Mongolia', 'Mongólia Interior'],
    [
      ['HHHT', '呼和浩特市', 'Hohhot'],
      ['BT', '包头市', 'Baotou'],
    ],
  ],
  [
    ['LN', '辽宁省', 'Liaoning'],
    [
      ['SY', '沈阳市', 'Shenyang'],
      ['DL', '大连市', 'Dalian'],
    ],
  ],
  [
    ['JL', '吉林省', 'Jilin'],
    [
      ['CC', '长春市', 'Changchun'],
      ['JLS', '吉林市', 'Jilin City', 'Cidade de Jilin'],
    ],
  ],
  [
    ['HL', '黑龙江省', 'Heilongjiang'],
    [
      ['HEB', '哈尔滨市', 'Harbin'],
      ['QQHE', '齐齐哈尔市', 'Qiqihar'],
    ],
  ],
  [
    ['SH', '上海市', 'Shanghai', 'Xangai'],
    [
      ['HP', '黄浦区', 'Huangpu'],
      ['PD', '浦东新区', 'Pudong'],
      ['XH', '徐汇区', 'Xuhui'],
    ],
  ],
  [
    ['JS', '江苏省', 'Jiangsu'],
    [
      ['NJ', '南京市', 'Nanjing', 'Nanquim'],
      ['SZ', '苏州市', 'Suzhou'],
      ['WX', '无锡市', 'Wuxi'],
    ],
  ],
  [
    ['ZJ', '浙江省', 'Zhejiang'],
    [
      ['HZ', '杭州市', 'Hangzhou'],
      ['NB', '宁波市', 'Ningbo'],
      ['WZ', '温州市', 'Wenzhou'],
      ['YW', '义乌市', 'Yiwu'],
    ],
  ],
  [
    ['AH', '安徽省', 'Anhui'],
    [
      ['HF', '合肥市', 'Hefei'],
      ['WH', '芜湖市', 'Wuhu'],
    ],
  ],
  [
    ['FJ', '福建省', 'Fujian'],
    [
      ['FZ', '福州市', 'Fuzhou'],
      ['XM', '厦门市', 'Xiamen'],
      ['QZ', '泉州市', 'Quanzhou'],
    ],
  ],
  [
    ['JX', '江西省', 'Jiangxi'],
    [
      ['NC', '南昌市', 'Nanchang'],
      ['GZ', '赣州市', 'Ganzhou'],
    ],
  ],
  [
    ['SD', '山东省', 'Shandong'],
    [
      ['JN', '济南市', 'Jinan'],
      ['QD', '青岛市', 'Qingdao'],
      ['YT', '烟台市', 'Yantai'],
    ],
  ],
  [
    ['HA', '河南省', 'Henan'],
    [
      ['ZZ', '郑州市', 'Zhengzhou'],
      ['LY', '洛阳市', 'Luoyang'],
    ],
  ],
  [
    ['HB', '湖北省', 'Hubei'],
    [
      ['WH', '武汉市', 'Wuhan'],
      ['YC', '宜昌市', 'Yichang'],
    ],
  ],
  [
    ['HN', '湖南省', 'Hunan'],
    [
      ['CS', '长沙市', 'Changsha'],
      ['ZZ', '株洲市', 'Zhuzhou'],
    ],
  ],
  [
    ['GD', '广东省', 'Guangdong'],
    [
      ['GZ', '广州市', 'Guangzhou', 'Cantão'],
      ['SZ', '深圳市', 'Shenzhen'],
      ['ZH', '珠海市', 'Zhuhai'],
      ['FS', '佛山市', 'Foshan'],
      ['DG', '东莞市', 'Dongguan'],
    ],
  ],
  [
    ['GX', '广西壮族自治区', 'Guangxi'],
    [
      ['NN', '南宁市', 'Nanning'],
      ['GL', '桂林市', 'Guilin'],
    ],
  ],
  [
    ['HI', '海南省', 'Hainan'],
    [
      ['HK', '海口市', 'Haikou'],
      ['SY', '三亚市', 'Sanya'],
    ],
  ],
  [
    ['CQ', '重庆市', 'Chongqing'],
    [
      ['YZ', '渝中区', 'Yuzhong'],
      ['JB', '江北区', 'Jiangbei'],
    ],
  ],
  [
    ['SC', '四川省', 'Sichuan'],
    [
      ['CD', '成都市', 'Chengdu'],
      ['MY', '绵阳市', 'Mianyang'],
    ],
  ],
  [
    ['GZ', '贵州省', 'Guizhou'],
    [
      ['GY', '贵阳市', 'Guiyang'],
      ['ZY', '遵义市', 'Zunyi'],
    ],
  ],
  [
    ['YN', '云南省', 'Yunnan'],
    [
      ['KM', '昆明市', 'Kunming'],
      ['DL', '大理白族自治州', 'Dali'],
    ],
  ],
  [['XZ', '西藏自治区', 'Tibet', 'Tibete'], [['LS', '拉萨市', 'Lhasa']]],
  [
    ['SN', '陕西省', 'Shaanxi'],
    [
      ['XA', '西安市', "Xi'an"],
      ['BJ', '宝鸡市', 'Baoji'],
    ],
  ],
  [
    ['GS', '甘肃省', 'Gansu'],
    [
      ['LZ', '兰州市', 'Lanzhou'],
      ['JYG', '嘉峪关市', 'Jiayuguan'],
    ],
  ],
  [['QH', '青海省', 'Qinghai'], [['XN', '西宁市', 'Xining']]],
  [['NX', '宁夏回族自治区', 'Ningxia'], [['YC', '银川市', 'Yinchuan']]],
  [
    ['XJ', '新疆维吾尔自治区', 'Xinjiang'],
    [
      ['WLMQ', '乌鲁木齐市', 'Ürümqi'],
      ['KS', '喀什地区', 'Kashgar'],
    ],
  ],
];

/** Portugal's 18 districts and 2 autonomous regions (ISO 3166-2:PT), with the seat of each. */
export const PORTUGAL: readonly (readonly [AreaRow, readonly AreaRow[]])[] = [
  [['01', '阿威罗区', 'Aveiro District', 'Distrito de Aveiro'], [['AVR', '阿威罗', 'Aveiro']]],
  [['02', '贝雅区', 'Beja District', 'Distrito de Beja'], [['BJA', '贝雅', 'Beja']]],
  [
    ['03', '布拉加区', 'Braga District', 'Distrito de Braga'],
    [
      ['BRG', '布拉加', 'Braga'],
      ['GMR', '吉马良斯', 'Guimarães'],
    ],
  ],
  [['04', '布拉干萨区', 'Bragança District', 'Distrito de Bragança'], [['BGC', '布拉干萨', 'Bragança']]],
  [
    ['05', '布朗库堡区', 'Castelo Branco District', 'Distrito de Castelo Branco'],
    [['CTB', '布朗库堡', 'Castelo Branco']],
  ],
  [['06', '科英布拉区', 'Coimbra District', 'Distrito de Coimbra'], [['CBR', '科英布拉', 'Coimbra']]],
  [['07', '埃武拉区', 'Évora District', 'Distrito de Évora'], [['EVR', '埃武拉', 'Évora']]],
  [
    ['08', '法鲁区', 'Faro District', 'Distrito de Faro'],
    [
      ['FAO', '法鲁', 'Faro'],
      ['PTM', '波尔蒂芒', 'Portimão'],
    ],
  ],
  [['09', '瓜达区', 'Guarda District', 'Distrito da Guarda'], [['GRD', '瓜达', 'Guarda']]],
  [['10', '莱里亚区', 'Leiria District', 'Distrito de Leiria'], [['LRA', '莱里亚', 'Leiria']]],
  [
    ['11', '里斯本区', 'Lisbon District', 'Distrito de Lisboa'],
    [
      ['LIS', '里斯本', 'Lisbon', 'Lisboa'],
      ['SNT', '辛特拉', 'Sintra'],
      ['CSC', '卡斯凯什', 'Cascais'],
    ],
  ],
  [
    ['12', '波塔莱格雷区', 'Portalegre District', 'Distrito de Portalegre'],
    [['PTG', '波塔莱格雷', 'Portalegre']],
  ],
  [
    ['13', '波尔图区', 'Porto District', 'Distrito do Porto'],
    [
      ['OPO', '波尔图', 'Porto'],
      ['VNG', '加亚新城', 'Vila Nova de Gaia'],
    ],
  ],
  [['14', '圣塔伦区', 'Santarém District', 'Distrito de Santarém'], [['STR', '圣塔伦', 'Santarém']]],
  [['15', '塞图巴尔区', 'Setúbal District', 'Distrito de Setúbal'], [['STB', '塞图巴尔', 'Setúbal']]],
  [
    ['16', '维亚纳堡区', 'Viana do Castelo District', 'Distrito de Viana do Castelo'],
    [['VCT', '维亚纳堡', 'Viana do Castelo']],
  ],
  [['17', '雷阿尔城区', 'Vila Real District', 'Distrito de Vila Real'], [['VRL', '雷阿尔城', 'Vila Real']]],
  [['18', '维塞乌区', 'Viseu District', 'Distrito de Viseu'], [['VIS', '维塞乌', 'Viseu']]],
  [
    ['20', '亚速尔自治区', 'Azores', 'Região Autónoma dos Açores'],
    [['PDL', '蓬塔德尔加达', 'Ponta Delgada']],
  ],
  [['30', '马德拉自治区', 'Madeira', 'Região Autónoma da Madeira'], [['FNC', '丰沙尔', 'Funchal']]],
];

/** Hong Kong's three areas (address forms ask for these, not the 18 districts). */
export const HONG_KONG: readonly AreaRow[] = [
  ['HK', '香港岛', 'Hong Kong Island', 'Ilha de Hong Kong'],
  ['KLN', '九龙', 'Kowloon', 'Kowloon'],
  ['NT', '新界', 'New Territories', 'Novos Territórios'],
];

/** Macau's areas as address forms ask for them. */
export const MACAU: readonly AreaRow[] = [
  ['MAC', '澳门半岛', 'Macau Peninsula', 'Península de Macau'],
  ['TAI', '氹仔', 'Taipa', 'Taipa'],
  ['COL', '路环', 'Coloane', 'Coloane'],
  ['COT', '路氹城', 'Cotai', 'Cotai'],
];
