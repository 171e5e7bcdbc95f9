/**
 * Word lists for the demo fair. Chinese and English side by side; Portuguese where the page shows it
 * prominently (pavilions, field labels); elsewhere pt-PT falls back to English like the dictionary does.
 */
export interface Words {
  zh: string;
  en: string;
  pt?: string;
}

export interface PavilionSpec {
  name: Words;
  hue: number;
  /** Industry words for company names. */
  industries: Words[];
  /** Parent category with its children (also used for MainProducts). */
  category: Words;
  children: Words[];
  /** Product nouns. */
  products: Words[];
}

const w = (zh: string, en: string, pt?: string): Words => (pt === undefined ? { zh, en } : { zh, en, pt });

export const PAVILIONS: PavilionSpec[] = [
  {
    name: w('智能制造馆', 'Smart Manufacturing Hall', 'Pavilhão de Fabrico Inteligente'),
    hue: 212,
    industries: [w('机械', 'Machinery'), w('自动化', 'Automation'), w('数控', 'CNC')],
    category: w('工业装备', 'Industrial Equipment'),
    children: [
      w('数控机床', 'CNC Machine Tools'),
      w('工业机器人', 'Industrial Robots'),
      w('激光设备', 'Laser Equipment'),
    ],
    products: [
      w('五轴数控加工中心', '5-Axis Machining Center'),
      w('六轴工业机器人', '6-Axis Industrial Robot'),
      w('光纤激光切割机', 'Fiber Laser Cutter'),
      w('伺服电机', 'Servo Motor'),
      w('精密减速机', 'Precision Gear Reducer'),
    ],
  },
  {
    name: w('电子信息馆', 'Electronics & IT Hall', 'Pavilhão de Eletrónica e TI'),
    hue: 260,
    industries: [w('电子', 'Electronics'), w('半导体', 'Semiconductor'), w('通信', 'Communications')],
    category: w('电子元器件', 'Electronic Components'),
    children: [w('芯片', 'Chips'), w('传感器', 'Sensors'), w('显示模组', 'Display Modules')],
    products: [
      w('工业级传感器', 'Industrial Sensor'),
      w('5G通信模组', '5G Communication Module'),
      w('高清显示屏', 'HD Display Panel'),
      w('微控制器芯片', 'Microcontroller Chip'),
      w('边缘计算网关', 'Edge Computing Gateway'),
    ],
  },
  {
    name: w('新能源馆', 'New Energy Hall', 'Pavilhão de Novas Energias'),
    hue: 140,
    industries: [w('新能源', 'New Energy'), w('光伏', 'Photovoltaic'), w('储能', 'Energy Storage')],
    category: w('新能源设备', 'New Energy Equipment'),
    children: [
      w('光伏组件', 'Solar Modules'),
      w('储能系统', 'Storage Systems'),
      w('充电设备', 'Charging Equipment'),
    ],
    products: [
      w('单晶光伏组件', 'Monocrystalline Solar Module'),
      w('家用储能电池', 'Home Battery Storage'),
      w('直流快充桩', 'DC Fast Charger'),
      w('光伏逆变器', 'Solar Inverter'),
      w('风电变桨系统', 'Wind Pitch System'),
    ],
  },
  {
    name: w('消费品馆', 'Consumer Goods Hall', 'Pavilhão de Bens de Consumo'),
    hue: 20,
    industries: [w('家居', 'Home Goods'), w('纺织', 'Textiles'), w('日用品', 'Daily Goods')],
    category: w('日用消费品', 'Consumer Goods'),
    children: [w('家居用品', 'Homeware'), w('纺织面料', 'Fabrics'), w('厨房用品', 'Kitchenware')],
    products: [
      w('不锈钢保温杯', 'Stainless Steel Vacuum Flask'),
      w('纯棉四件套', 'Cotton Bedding Set'),
      w('陶瓷餐具套装', 'Ceramic Dinnerware Set'),
      w('竹纤维毛巾', 'Bamboo Fiber Towel'),
      w('智能扫地机', 'Robot Vacuum Cleaner'),
    ],
  },
  {
    name: w('医疗健康馆', 'Health & Medical Hall', 'Pavilhão de Saúde e Medicina'),
    hue: 350,
    industries: [w('医疗器械', 'Medical Devices'), w('生物科技', 'Biotech')],
    category: w('医疗器械', 'Medical Devices'),
    children: [
      w('诊断设备', 'Diagnostics'),
      w('康复器材', 'Rehabilitation'),
      w('防护用品', 'Protective Equipment'),
    ],
    products: [
      w('便携式超声仪', 'Portable Ultrasound'),
      w('电子血压计', 'Blood Pressure Monitor'),
      w('医用防护口罩', 'Medical Face Mask'),
      w('康复训练器', 'Rehabilitation Trainer'),
      w('血糖检测仪', 'Blood Glucose Meter'),
    ],
  },
  {
    name: w('食品农业馆', 'Food & Agriculture Hall', 'Pavilhão de Alimentos e Agricultura'),
    hue: 90,
    industries: [w('食品', 'Foods'), w('农业科技', 'Agritech')],
    category: w('食品饮料', 'Food & Beverage'),
    children: [w('茶叶', 'Tea'), w('休闲食品', 'Snacks'), w('农机具', 'Farm Machinery')],
    products: [
      w('西湖龙井茶', 'Longjing Green Tea'),
      w('坚果礼盒', 'Mixed Nuts Gift Box'),
      w('植保无人机', 'Crop-Spraying Drone'),
      w('冻干水果', 'Freeze-Dried Fruit'),
      w('有机大米', 'Organic Rice'),
    ],
  },
  {
    name: w('国际馆', 'International Pavilion', 'Pavilhão Internacional'),
    hue: 185,
    industries: [w('国际贸易', 'International Trading'), w('供应链', 'Supply Chain')],
    category: w('进口商品', 'Imported Goods'),
    children: [w('葡萄酒', 'Wine'), w('橄榄油', 'Olive Oil'), w('咖啡', 'Coffee')],
    products: [
      w('葡萄牙波特酒', 'Port Wine'),
      w('特级初榨橄榄油', 'Extra Virgin Olive Oil'),
      w('阿拉比卡咖啡豆', 'Arabica Coffee Beans'),
      w('软木制品', 'Cork Products'),
      w('沙丁鱼罐头', 'Canned Sardines'),
    ],
  },
  {
    name: w('海外团组馆', 'Overseas Delegations Hall', 'Pavilhão de Delegações'),
    hue: 45,
    industries: [w('进出口', 'Import & Export')],
    category: w('综合服务', 'Trade Services'),
    children: [w('物流', 'Logistics'), w('认证检测', 'Testing & Certification')],
    products: [w('跨境物流服务', 'Cross-Border Logistics'), w('产品认证服务', 'Certification Service')],
  },
];

export const CITIES: Words[] = [
  w('上海', 'Shanghai'),
  w('深圳', 'Shenzhen'),
  w('宁波', 'Ningbo'),
  w('苏州', 'Suzhou'),
  w('广州', 'Guangzhou'),
  w('杭州', 'Hangzhou'),
  w('青岛', 'Qingdao'),
  w('东莞', 'Dongguan'),
  w('厦门', 'Xiamen'),
  w('天津', 'Tianjin'),
  w('佛山', 'Foshan'),
  w('无锡', 'Wuxi'),
];

export const BRANDS: Words[] = [
  w('华信', 'Huaxin'),
  w('远航', 'Yuanhang'),
  w('恒达', 'Hengda'),
  w('瑞丰', 'Ruifeng'),
  w('金桥', 'Jinqiao'),
  w('新锐', 'Xinrui'),
  w('博远', 'Boyuan'),
  w('众诚', 'Zhongcheng'),
  w('天成', 'Tiancheng'),
  w('宏图', 'Hongtu'),
  w('海纳', 'Haina'),
  w('明德', 'Mingde'),
  w('嘉禾', 'Jiahe'),
  w('启航', 'Qihang'),
  w('卓越', 'Zhuoyue'),
  w('鼎盛', 'Dingsheng'),
];

export const MARKETS: Words[] = [
  w('欧洲', 'Europe'),
  w('北美', 'North America'),
  w('东南亚', 'Southeast Asia'),
  w('中东', 'Middle East'),
  w('南美', 'South America'),
  w('非洲', 'Africa'),
];

/** Labels of the profile fields, in every language but zh (which copies zh-CN) and zh-HK (converted). */
export const FIELD_LABELS: Record<string, Words> = {
  CompanyProfile: w('公司简介', 'Company profile', 'Perfil da empresa'),
  Cate: w('行业分类', 'Industry', 'Setor'),
  MainProducts: w('主营产品', 'Main products', 'Produtos principais'),
  BoothType: w('展位类型', 'Booth type', 'Tipo de stand'),
  Telephone: w('电话', 'Telephone', 'Telefone'),
  Fax: w('传真', 'Fax', 'Fax'),
  CorporateWebsite: w('公司网站', 'Website', 'Sítio web'),
  ProjectCate: w('项目分类', 'Project category', 'Categoria do projeto'),
  EstablishedYear: w('成立年份', 'Year founded', 'Ano de fundação'),
  RegisteredDate: w('注册日期', 'Registration date', 'Data de registo'),
  // Longer than the 8em label cap on purpose: real fairs have such labels, and the cap must show them ellipsized.
  RegisteredCapital: w(
    '注册资本（万元人民币）',
    'Registered capital (ten thousand CNY)',
    'Capital social registado (dez mil CNY)',
  ),
  TargetMarkets: w('目标市场', 'Target markets', 'Mercados-alvo'),
  CompanyImages: w('公司图片', 'Company photos', 'Fotografias'),
  CompanyVideo: w('公司视频', 'Company video', 'Vídeo da empresa'),
  Brochure: w('产品手册', 'Brochure', 'Brochura'),
  EmployeeCount: w('员工人数', 'Employees', 'Funcionários'),
};
