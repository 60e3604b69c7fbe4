(define (problem plan_trial_T00000000_000001_000042)
(:domain alfred)
(:objects
        agent1 - agent
        ArmChairType - rtype
        CoffeeTableType - rtype
        DrawerType - rtype
        DresserType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        OttomanType - rtype
        SinkBasinType - rtype
        SofaType - rtype
        BoxType - otype
        ButterKnifeType - otype
        CreditCardType - otype
        DeskLampType - otype
        KeyChainType - otype
        KnifeType - otype
        LaptopType - otype
        NewspaperType - otype
        PillowType - otype
        RemoteControlType - otype
        WatchType - otype
        WateringCanType - otype
        DeskLamp_bar__plus_01_dot_39_bar__plus_01_dot_28_bar__plus_01_dot_04 - object
        Box_bar__plus_01_dot_57_bar__plus_01_dot_29_bar__plus_01_dot_96 - object
        Box_bar__minus_02_dot_84_bar__plus_01_dot_48_bar__plus_00_dot_60 - object
        CreditCard_bar__minus_02_dot_95_bar__plus_00_dot_87_bar__minus_00_dot_13 - object
        CreditCard_bar__plus_01_dot_33_bar__plus_00_dot_08_bar__minus_01_dot_46 - object
        KeyChain_bar__plus_01_dot_65_bar__plus_01_dot_38_bar__plus_02_dot_97 - object
        Laptop_bar__minus_00_dot_89_bar__plus_00_dot_23_bar__minus_00_dot_69 - object
        Newspaper_bar__minus_01_dot_39_bar__plus_01_dot_41_bar__minus_02_dot_88 - object
        Newspaper_bar__plus_00_dot_15_bar__plus_00_dot_13_bar__plus_00_dot_39 - object
        Pillow_bar__plus_02_dot_77_bar__plus_00_dot_11_bar__plus_02_dot_59 - object
        Pillow_bar__plus_00_dot_73_bar__plus_00_dot_75_bar__plus_00_dot_90 - object
        RemoteControl_bar__plus_02_dot_27_bar__plus_01_dot_01_bar__plus_02_dot_71 - object
        Watch_bar__minus_02_dot_02_bar__plus_00_dot_78_bar__plus_01_dot_31 - object
        Watch_bar__plus_01_dot_52_bar__plus_00_dot_51_bar__plus_02_dot_14 - object
        WateringCan_bar__minus_01_dot_03_bar__plus_00_dot_88_bar__plus_01_dot_02 - object
        ArmChair_bar__minus_04_dot_39_bar__plus_00_dot_01_bar__plus_01_dot_40 - receptacle
        CoffeeTable_bar__minus_04_dot_29_bar__plus_00_dot_01_bar__plus_00_dot_41 - receptacle
        CoffeeTable_bar__minus_06_dot_72_bar__plus_00_dot_01_bar__plus_00_dot_00 - receptacle
        Drawer_bar__minus_00_dot_35_bar__plus_00_dot_21_bar__plus_03_dot_79 - receptacle
        Drawer_bar__minus_00_dot_35_bar__plus_00_dot_21_bar__plus_04_dot_23 - receptacle
        Drawer_bar__minus_00_dot_35_bar__plus_00_dot_59_bar__plus_03_dot_79 - receptacle
        Drawer_bar__minus_00_dot_35_bar__plus_00_dot_59_bar__plus_04_dot_23 - receptacle
        Drawer_bar__minus_02_dot_84_bar__plus_00_dot_27_bar__plus_04_dot_17 - receptacle
        Drawer_bar__minus_02_dot_84_bar__plus_00_dot_75_bar__plus_04_dot_17 - receptacle
        Dresser_bar__minus_00_dot_24_bar__plus_00_dot_01_bar__plus_04_dot_01 - receptacle
        Dresser_bar__minus_02_dot_56_bar__plus_00_dot_00_bar__plus_04_dot_30 - receptacle
        Ottoman_bar__minus_01_dot_77_bar__plus_00_dot_01_bar__plus_01_dot_81 - receptacle
        Sofa_bar__minus_02_dot_53_bar__plus_00_dot_02_bar__plus_00_dot_26 - receptacle
        loc_bar__minus_11_bar_15_bar_0_bar_30 - location
        loc_bar__minus_11_bar_7_bar_2_bar_30 - location
        loc_bar__minus_12_bar_6_bar_1_bar_30 - location
        loc_bar__minus_13_bar_5_bar_3_bar_30 - location
        loc_bar__minus_14_bar_15_bar_1_bar_30 - location
        loc_bar__minus_16_bar_15_bar_1_bar_30 - location
        loc_bar__minus_21_bar_3_bar_1_bar_30 - location
        loc_bar__minus_25_bar_4_bar_2_bar_30 - location
        loc_bar__minus_4_bar_16_bar_1_bar_30 - location
        loc_bar__minus_5_bar_14_bar_1_bar_30 - location
        loc_bar__minus_5_bar_15_bar_1_bar_30 - location
        loc_bar__minus_6_bar_13_bar_1_bar_30 - location
        loc_bar__minus_6_bar_15_bar_1_bar_30 - location
        loc_bar__minus_7_bar__minus_7_bar_3_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_7_bar__minus_7_bar_3_bar_30)
        (receptacleType ArmChair_bar__minus_04_dot_39_bar__plus_00_dot_01_bar__plus_01_dot_40 ArmChairType)
        (receptacleAtLocation ArmChair_bar__minus_04_dot_39_bar__plus_00_dot_01_bar__plus_01_dot_40 loc_bar__minus_13_bar_5_bar_3_bar_30)
        (receptacleType CoffeeTable_bar__minus_04_dot_29_bar__plus_00_dot_01_bar__plus_00_dot_41 CoffeeTableType)
        (receptacleAtLocation CoffeeTable_bar__minus_04_dot_29_bar__plus_00_dot_01_bar__plus_00_dot_41 loc_bar__minus_21_bar_3_bar_1_bar_30)
        (receptacleType CoffeeTable_bar__minus_06_dot_72_bar__plus_00_dot_01_bar__plus_00_dot_00 CoffeeTableType)
        (receptacleAtLocation CoffeeTable_bar__minus_06_dot_72_bar__plus_00_dot_01_bar__plus_00_dot_00 loc_bar__minus_25_bar_4_bar_2_bar_30)
        (receptacleType Drawer_bar__minus_00_dot_35_bar__plus_00_dot_21_bar__plus_03_dot_79 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_35_bar__plus_00_dot_21_bar__plus_03_dot_79 loc_bar__minus_6_bar_13_bar_1_bar_30)
        (openable Drawer_bar__minus_00_dot_35_bar__plus_00_dot_21_bar__plus_03_dot_79)
        (receptacleType Drawer_bar__minus_00_dot_35_bar__plus_00_dot_21_bar__plus_04_dot_23 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_35_bar__plus_00_dot_21_bar__plus_04_dot_23 loc_bar__minus_6_bar_15_bar_1_bar_30)
        (openable Drawer_bar__minus_00_dot_35_bar__plus_00_dot_21_bar__plus_04_dot_23)
        (receptacleType Drawer_bar__minus_00_dot_35_bar__plus_00_dot_59_bar__plus_03_dot_79 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_35_bar__plus_00_dot_59_bar__plus_03_dot_79 loc_bar__minus_5_bar_14_bar_1_bar_30)
        (openable Drawer_bar__minus_00_dot_35_bar__plus_00_dot_59_bar__plus_03_dot_79)
        (receptacleType Drawer_bar__minus_00_dot_35_bar__plus_00_dot_59_bar__plus_04_dot_23 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_35_bar__plus_00_dot_59_bar__plus_04_dot_23 loc_bar__minus_5_bar_15_bar_1_bar_30)
        (openable Drawer_bar__minus_00_dot_35_bar__plus_00_dot_59_bar__plus_04_dot_23)
        (receptacleType Drawer_bar__minus_02_dot_84_bar__plus_00_dot_27_bar__plus_04_dot_17 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_02_dot_84_bar__plus_00_dot_27_bar__plus_04_dot_17 loc_bar__minus_16_bar_15_bar_1_bar_30)
        (openable Drawer_bar__minus_02_dot_84_bar__plus_00_dot_27_bar__plus_04_dot_17)
        (receptacleType Drawer_bar__minus_02_dot_84_bar__plus_00_dot_75_bar__plus_04_dot_17 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_02_dot_84_bar__plus_00_dot_75_bar__plus_04_dot_17 loc_bar__minus_14_bar_15_bar_1_bar_30)
        (openable Drawer_bar__minus_02_dot_84_bar__plus_00_dot_75_bar__plus_04_dot_17)
        (receptacleType Dresser_bar__minus_00_dot_24_bar__plus_00_dot_01_bar__plus_04_dot_01 DresserType)
        (receptacleAtLocation Dresser_bar__minus_00_dot_24_bar__plus_00_dot_01_bar__plus_04_dot_01 loc_bar__minus_4_bar_16_bar_1_bar_30)
        (receptacleType Dresser_bar__minus_02_dot_56_bar__plus_00_dot_00_bar__plus_04_dot_30 DresserType)
        (receptacleAtLocation Dresser_bar__minus_02_dot_56_bar__plus_00_dot_00_bar__plus_04_dot_30 loc_bar__minus_11_bar_15_bar_0_bar_30)
        (receptacleType Ottoman_bar__minus_01_dot_77_bar__plus_00_dot_01_bar__plus_01_dot_81 OttomanType)
        (receptacleAtLocation Ottoman_bar__minus_01_dot_77_bar__plus_00_dot_01_bar__plus_01_dot_81 loc_bar__minus_12_bar_6_bar_1_bar_30)
        (receptacleType Sofa_bar__minus_02_dot_53_bar__plus_00_dot_02_bar__plus_00_dot_26 SofaType)
        (receptacleAtLocation Sofa_bar__minus_02_dot_53_bar__plus_00_dot_02_bar__plus_00_dot_26 loc_bar__minus_11_bar_7_bar_2_bar_30)
        (canContain ArmChairType BoxType)
        (canContain ArmChairType CreditCardType)
        (canContain ArmChairType KeyChainType)
        (canContain ArmChairType LaptopType)
        (canContain ArmChairType NewspaperType)
        (canContain ArmChairType PillowType)
        (canContain ArmChairType RemoteControlType)
        (canContain CoffeeTableType BoxType)
        (canContain CoffeeTableType ButterKnifeType)
        (canContain CoffeeTableType CreditCardType)
        (canContain CoffeeTableType KeyChainType)
        (canContain CoffeeTableType KnifeType)
        (canContain CoffeeTableType LaptopType)
        (canContain CoffeeTableType NewspaperType)
        (canContain CoffeeTableType RemoteControlType)
        (canContain CoffeeTableType WatchType)
        (canContain CoffeeTableType WateringCanType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType NewspaperType)
        (canContain DrawerType RemoteControlType)
        (canContain DrawerType WatchType)
        (canContain DrawerType WateringCanType)
        (canContain DresserType BoxType)
        (canContain DresserType CreditCardType)
        (canContain DresserType KeyChainType)
        (canContain DresserType LaptopType)
        (canContain DresserType NewspaperType)
        (canContain DresserType RemoteControlType)
        (canContain DresserType WatchType)
        (canContain DresserType WateringCanType)
        (canContain OttomanType BoxType)
        (canContain OttomanType CreditCardType)
        (canContain OttomanType KeyChainType)
        (canContain OttomanType LaptopType)
        (canContain OttomanType NewspaperType)
        (canContain OttomanType PillowType)
        (canContain OttomanType RemoteControlType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (canContain SofaType BoxType)
        (canContain SofaType CreditCardType)
        (canContain SofaType KeyChainType)
        (canContain SofaType LaptopType)
        (canContain SofaType NewspaperType)
        (canContain SofaType PillowType)
        (canContain SofaType RemoteControlType)
        (objectType DeskLamp_bar__plus_01_dot_39_bar__plus_01_dot_28_bar__plus_01_dot_04 DeskLampType)
        (inReceptacle DeskLamp_bar__plus_01_dot_39_bar__plus_01_dot_28_bar__plus_01_dot_04 Dresser_bar__minus_02_dot_56_bar__plus_00_dot_00_bar__plus_04_dot_30)
        (objectAtLocation DeskLamp_bar__plus_01_dot_39_bar__plus_01_dot_28_bar__plus_01_dot_04 loc_bar__minus_11_bar_15_bar_0_bar_30)
        (toggleable DeskLamp_bar__plus_01_dot_39_bar__plus_01_dot_28_bar__plus_01_dot_04)
        (objectType Box_bar__plus_01_dot_57_bar__plus_01_dot_29_bar__plus_01_dot_96 BoxType)
        (inReceptacle Box_bar__plus_01_dot_57_bar__plus_01_dot_29_bar__plus_01_dot_96 Dresser_bar__minus_02_dot_56_bar__plus_00_dot_00_bar__plus_04_dot_30)
        (objectAtLocation Box_bar__plus_01_dot_57_bar__plus_01_dot_29_bar__plus_01_dot_96 loc_bar__minus_11_bar_15_bar_0_bar_30)
        (pickupable Box_bar__plus_01_dot_57_bar__plus_01_dot_29_bar__plus_01_dot_96)
        (isReceptacleObject Box_bar__plus_01_dot_57_bar__plus_01_dot_29_bar__plus_01_dot_96)
        (objectType Box_bar__minus_02_dot_84_bar__plus_01_dot_48_bar__plus_00_dot_60 BoxType)
        (inReceptacle Box_bar__minus_02_dot_84_bar__plus_01_dot_48_bar__plus_00_dot_60 CoffeeTable_bar__minus_06_dot_72_bar__plus_00_dot_01_bar__plus_00_dot_00)
        (objectAtLocation Box_bar__minus_02_dot_84_bar__plus_01_dot_48_bar__plus_00_dot_60 loc_bar__minus_25_bar_4_bar_2_bar_30)
        (pickupable Box_bar__minus_02_dot_84_bar__plus_01_dot_48_bar__plus_00_dot_60)
        (isReceptacleObject Box_bar__minus_02_dot_84_bar__plus_01_dot_48_bar__plus_00_dot_60)
        (objectType CreditCard_bar__minus_02_dot_95_bar__plus_00_dot_87_bar__minus_00_dot_13 CreditCardType)
        (inReceptacle CreditCard_bar__minus_02_dot_95_bar__plus_00_dot_87_bar__minus_00_dot_13 Ottoman_bar__minus_01_dot_77_bar__plus_00_dot_01_bar__plus_01_dot_81)
        (objectAtLocation CreditCard_bar__minus_02_dot_95_bar__plus_00_dot_87_bar__minus_00_dot_13 loc_bar__minus_12_bar_6_bar_1_bar_30)
        (pickupable CreditCard_bar__minus_02_dot_95_bar__plus_00_dot_87_bar__minus_00_dot_13)
        (objectType CreditCard_bar__plus_01_dot_33_bar__plus_00_dot_08_bar__minus_01_dot_46 CreditCardType)
        (inReceptacle CreditCard_bar__plus_01_dot_33_bar__plus_00_dot_08_bar__minus_01_dot_46 Drawer_bar__minus_00_dot_35_bar__plus_00_dot_59_bar__plus_03_dot_79)
        (objectAtLocation CreditCard_bar__plus_01_dot_33_bar__plus_00_dot_08_bar__minus_01_dot_46 loc_bar__minus_5_bar_14_bar_1_bar_30)
        (pickupable CreditCard_bar__plus_01_dot_33_bar__plus_00_dot_08_bar__minus_01_dot_46)
        (objectType KeyChain_bar__plus_01_dot_65_bar__plus_01_dot_38_bar__plus_02_dot_97 KeyChainType)
        (inReceptacle KeyChain_bar__plus_01_dot_65_bar__plus_01_dot_38_bar__plus_02_dot_97 Drawer_bar__minus_00_dot_35_bar__plus_00_dot_21_bar__plus_03_dot_79)
        (objectAtLocation KeyChain_bar__plus_01_dot_65_bar__plus_01_dot_38_bar__plus_02_dot_97 loc_bar__minus_6_bar_13_bar_1_bar_30)
        (pickupable KeyChain_bar__plus_01_dot_65_bar__plus_01_dot_38_bar__plus_02_dot_97)
        (objectType Laptop_bar__minus_00_dot_89_bar__plus_00_dot_23_bar__minus_00_dot_69 LaptopType)
        (inReceptacle Laptop_bar__minus_00_dot_89_bar__plus_00_dot_23_bar__minus_00_dot_69 Dresser_bar__minus_02_dot_56_bar__plus_00_dot_00_bar__plus_04_dot_30)
        (objectAtLocation Laptop_bar__minus_00_dot_89_bar__plus_00_dot_23_bar__minus_00_dot_69 loc_bar__minus_11_bar_15_bar_0_bar_30)
        (pickupable Laptop_bar__minus_00_dot_89_bar__plus_00_dot_23_bar__minus_00_dot_69)
        (objectType Newspaper_bar__minus_01_dot_39_bar__plus_01_dot_41_bar__minus_02_dot_88 NewspaperType)
        (inReceptacle Newspaper_bar__minus_01_dot_39_bar__plus_01_dot_41_bar__minus_02_dot_88 Drawer_bar__minus_00_dot_35_bar__plus_00_dot_59_bar__plus_04_dot_23)
        (objectAtLocation Newspaper_bar__minus_01_dot_39_bar__plus_01_dot_41_bar__minus_02_dot_88 loc_bar__minus_5_bar_15_bar_1_bar_30)
        (pickupable Newspaper_bar__minus_01_dot_39_bar__plus_01_dot_41_bar__minus_02_dot_88)
        (objectType Newspaper_bar__plus_00_dot_15_bar__plus_00_dot_13_bar__plus_00_dot_39 NewspaperType)
        (inReceptacle Newspaper_bar__plus_00_dot_15_bar__plus_00_dot_13_bar__plus_00_dot_39 Ottoman_bar__minus_01_dot_77_bar__plus_00_dot_01_bar__plus_01_dot_81)
        (objectAtLocation Newspaper_bar__plus_00_dot_15_bar__plus_00_dot_13_bar__plus_00_dot_39 loc_bar__minus_12_bar_6_bar_1_bar_30)
        (pickupable Newspaper_bar__plus_00_dot_15_bar__plus_00_dot_13_bar__plus_00_dot_39)
        (objectType Pillow_bar__plus_02_dot_77_bar__plus_00_dot_11_bar__plus_02_dot_59 PillowType)
        (inReceptacle Pillow_bar__plus_02_dot_77_bar__plus_00_dot_11_bar__plus_02_dot_59 Ottoman_bar__minus_01_dot_77_bar__plus_00_dot_01_bar__plus_01_dot_81)
        (objectAtLocation Pillow_bar__plus_02_dot_77_bar__plus_00_dot_11_bar__plus_02_dot_59 loc_bar__minus_12_bar_6_bar_1_bar_30)
        (pickupable Pillow_bar__plus_02_dot_77_bar__plus_00_dot_11_bar__plus_02_dot_59)
        (objectType Pillow_bar__plus_00_dot_73_bar__plus_00_dot_75_bar__plus_00_dot_90 PillowType)
        (inReceptacle Pillow_bar__plus_00_dot_73_bar__plus_00_dot_75_bar__plus_00_dot_90 ArmChair_bar__minus_04_dot_39_bar__plus_00_dot_01_bar__plus_01_dot_40)
        (objectAtLocation Pillow_bar__plus_00_dot_73_bar__plus_00_dot_75_bar__plus_00_dot_90 loc_bar__minus_13_bar_5_bar_3_bar_30)
        (pickupable Pillow_bar__plus_00_dot_73_bar__plus_00_dot_75_bar__plus_00_dot_90)
        (objectType RemoteControl_bar__plus_02_dot_27_bar__plus_01_dot_01_bar__plus_02_dot_71 RemoteControlType)
        (inReceptacle RemoteControl_bar__plus_02_dot_27_bar__plus_01_dot_01_bar__plus_02_dot_71 Drawer_bar__minus_00_dot_35_bar__plus_00_dot_59_bar__plus_04_dot_23)
        (objectAtLocation RemoteControl_bar__plus_02_dot_27_bar__plus_01_dot_01_bar__plus_02_dot_71 loc_bar__minus_5_bar_15_bar_1_bar_30)
        (pickupable RemoteControl_bar__plus_02_dot_27_bar__plus_01_dot_01_bar__plus_02_dot_71)
        (objectType Watch_bar__minus_02_dot_02_bar__plus_00_dot_78_bar__plus_01_dot_31 WatchType)
        (inReceptacle Watch_bar__minus_02_dot_02_bar__plus_00_dot_78_bar__plus_01_dot_31 Dresser_bar__minus_00_dot_24_bar__plus_00_dot_01_bar__plus_04_dot_01)
        (objectAtLocation Watch_bar__minus_02_dot_02_bar__plus_00_dot_78_bar__plus_01_dot_31 loc_bar__minus_4_bar_16_bar_1_bar_30)
        (pickupable Watch_bar__minus_02_dot_02_bar__plus_00_dot_78_bar__plus_01_dot_31)
        (objectType Watch_bar__plus_01_dot_52_bar__plus_00_dot_51_bar__plus_02_dot_14 WatchType)
        (inReceptacle Watch_bar__plus_01_dot_52_bar__plus_00_dot_51_bar__plus_02_dot_14 Drawer_bar__minus_00_dot_35_bar__plus_00_dot_59_bar__plus_03_dot_79)
        (objectAtLocation Watch_bar__plus_01_dot_52_bar__plus_00_dot_51_bar__plus_02_dot_14 loc_bar__minus_5_bar_14_bar_1_bar_30)
        (pickupable Watch_bar__plus_01_dot_52_bar__plus_00_dot_51_bar__plus_02_dot_14)
        (objectType WateringCan_bar__minus_01_dot_03_bar__plus_00_dot_88_bar__plus_01_dot_02 WateringCanType)
        (inReceptacle WateringCan_bar__minus_01_dot_03_bar__plus_00_dot_88_bar__plus_01_dot_02 Dresser_bar__minus_02_dot_56_bar__plus_00_dot_00_bar__plus_04_dot_30)
        (objectAtLocation WateringCan_bar__minus_01_dot_03_bar__plus_00_dot_88_bar__plus_01_dot_02 loc_bar__minus_11_bar_15_bar_0_bar_30)
        (pickupable WateringCan_bar__minus_01_dot_03_bar__plus_00_dot_88_bar__plus_01_dot_02)
        )
(:goal
             (and
                 (exists (?ot - object
                          ?r - receptacle
                          ?a - agent
                          ?l - location)
                     (and
                         (objectType ?ot DeskLampType)
                         (toggleable ?ot)
                         (isToggled ?ot)
                         (receptacleAtLocation ?r ?l)
                         (atLocation ?a ?l)
                         (inReceptacle ?ot ?r)
                     )
                 )
                 (exists (?o - object
                          ?a - agent)
                     (and
                         (objectType ?o BoxType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
