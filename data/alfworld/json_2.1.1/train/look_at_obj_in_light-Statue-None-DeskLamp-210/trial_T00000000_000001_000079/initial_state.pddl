(define (problem plan_trial_T00000000_000001_000079)
(:domain alfred)
(:objects
        agent1 - agent
        ArmChairType - rtype
        CoffeeTableType - rtype
        DrawerType - rtype
        DresserType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        SofaType - rtype
        ButterKnifeType - otype
        CreditCardType - otype
        DeskLampType - otype
        KnifeType - otype
        LaptopType - otype
        NewspaperType - otype
        StatueType - otype
        WateringCanType - otype
        DeskLamp_bar__plus_01_dot_24_bar__plus_00_dot_18_bar__minus_02_dot_88 - object
        Statue_bar__plus_01_dot_52_bar__plus_00_dot_54_bar__plus_01_dot_27 - object
        Statue_bar__plus_00_dot_52_bar__plus_00_dot_31_bar__minus_02_dot_02 - object
        CreditCard_bar__minus_01_dot_68_bar__plus_01_dot_37_bar__minus_02_dot_74 - object
        Laptop_bar__minus_02_dot_04_bar__plus_00_dot_08_bar__plus_02_dot_83 - object
        Newspaper_bar__plus_02_dot_56_bar__plus_00_dot_94_bar__plus_00_dot_02 - object
        Newspaper_bar__plus_01_dot_58_bar__plus_01_dot_18_bar__plus_01_dot_01 - object
        WateringCan_bar__minus_02_dot_76_bar__plus_00_dot_02_bar__plus_01_dot_73 - object
        WateringCan_bar__plus_02_dot_07_bar__plus_00_dot_77_bar__plus_00_dot_52 - object
        ArmChair_bar__minus_04_dot_39_bar__plus_00_dot_01_bar__plus_01_dot_40 - receptacle
        CoffeeTable_bar__minus_04_dot_29_bar__plus_00_dot_01_bar__plus_00_dot_41 - receptacle
        CoffeeTable_bar__minus_06_dot_72_bar__plus_00_dot_01_bar__plus_00_dot_00 - receptacle
        Drawer_bar__minus_00_dot_35_bar__plus_00_dot_21_bar__plus_03_dot_79 - receptacle
        Drawer_bar__minus_00_dot_35_bar__plus_00_dot_21_bar__plus_04_dot_23 - receptacle
        Drawer_bar__minus_00_dot_35_bar__plus_00_dot_59_bar__plus_03_dot_79 - receptacle
        Drawer_bar__minus_00_dot_35_bar__plus_00_dot_59_bar__plus_04_dot_23 - receptacle
        Drawer_bar__minus_02_dot_29_bar__plus_00_dot_27_bar__plus_04_dot_17 - receptacle
        Drawer_bar__minus_02_dot_29_bar__plus_00_dot_76_bar__plus_04_dot_17 - receptacle
        Drawer_bar__minus_02_dot_84_bar__plus_00_dot_27_bar__plus_04_dot_17 - receptacle
        Drawer_bar__minus_02_dot_84_bar__plus_00_dot_75_bar__plus_04_dot_17 - receptacle
        Dresser_bar__minus_00_dot_24_bar__plus_00_dot_01_bar__plus_04_dot_01 - receptacle
        Dresser_bar__minus_02_dot_56_bar__plus_00_dot_00_bar__plus_04_dot_30 - receptacle
        Sofa_bar__minus_02_dot_53_bar__plus_00_dot_02_bar__plus_00_dot_26 - receptacle
        loc_bar__minus_11_bar_15_bar_0_bar_30 - location
        loc_bar__minus_11_bar_7_bar_2_bar_30 - location
        loc_bar__minus_12_bar_15_bar_1_bar_30 - location
        loc_bar__minus_13_bar_15_bar_1_bar_30 - location
        loc_bar__minus_13_bar_5_bar_3_bar_30 - location
        loc_bar__minus_14_bar_15_bar_1_bar_30 - location
        loc_bar__minus_16_bar_15_bar_1_bar_30 - location
        loc_bar__minus_21_bar_3_bar_1_bar_30 - location
        loc_bar__minus_25_bar_4_bar_2_bar_30 - location
        loc_bar__minus_4_bar_16_bar_1_bar_30 - location
        loc_bar__minus_5_bar_14_bar_1_bar_30 - location
        loc_bar__minus_5_bar_15_bar_1_bar_30 - location
        loc_bar__minus_5_bar__minus_5_bar_1_bar_30 - location
        loc_bar__minus_6_bar_13_bar_1_bar_30 - location
        loc_bar__minus_6_bar_15_bar_1_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_5_bar__minus_5_bar_1_bar_30)
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
        (receptacleType Drawer_bar__minus_02_dot_29_bar__plus_00_dot_27_bar__plus_04_dot_17 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_02_dot_29_bar__plus_00_dot_27_bar__plus_04_dot_17 loc_bar__minus_13_bar_15_bar_1_bar_30)
        (openable Drawer_bar__minus_02_dot_29_bar__plus_00_dot_27_bar__plus_04_dot_17)
        (receptacleType Drawer_bar__minus_02_dot_29_bar__plus_00_dot_76_bar__plus_04_dot_17 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_02_dot_29_bar__plus_00_dot_76_bar__plus_04_dot_17 loc_bar__minus_12_bar_15_bar_1_bar_30)
        (openable Drawer_bar__minus_02_dot_29_bar__plus_00_dot_76_bar__plus_04_dot_17)
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
        (receptacleType Sofa_bar__minus_02_dot_53_bar__plus_00_dot_02_bar__plus_00_dot_26 SofaType)
        (receptacleAtLocation Sofa_bar__minus_02_dot_53_bar__plus_00_dot_02_bar__plus_00_dot_26 loc_bar__minus_11_bar_7_bar_2_bar_30)
        (canContain ArmChairType CreditCardType)
        (canContain ArmChairType LaptopType)
        (canContain ArmChairType NewspaperType)
        (canContain CoffeeTableType ButterKnifeType)
        (canContain CoffeeTableType CreditCardType)
        (canContain CoffeeTableType KnifeType)
        (canContain CoffeeTableType LaptopType)
        (canContain CoffeeTableType NewspaperType)
        (canContain CoffeeTableType StatueType)
        (canContain CoffeeTableType WateringCanType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType NewspaperType)
        (canContain DrawerType WateringCanType)
        (canContain DresserType CreditCardType)
        (canContain DresserType LaptopType)
        (canContain DresserType NewspaperType)
        (canContain DresserType StatueType)
        (canContain DresserType WateringCanType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (canContain SofaType CreditCardType)
        (canContain SofaType LaptopType)
        (canContain SofaType NewspaperType)
        (objectType DeskLamp_bar__plus_01_dot_24_bar__plus_00_dot_18_bar__minus_02_dot_88 DeskLampType)
        (inReceptacle DeskLamp_bar__plus_01_dot_24_bar__plus_00_dot_18_bar__minus_02_dot_88 Dresser_bar__minus_00_dot_24_bar__plus_00_dot_01_bar__plus_04_dot_01)
        (objectAtLocation DeskLamp_bar__plus_01_dot_24_bar__plus_00_dot_18_bar__minus_02_dot_88 loc_bar__minus_4_bar_16_bar_1_bar_30)
        (toggleable DeskLamp_bar__plus_01_dot_24_bar__plus_00_dot_18_bar__minus_02_dot_88)
        (objectType Statue_bar__plus_01_dot_52_bar__plus_00_dot_54_bar__plus_01_dot_27 StatueType)
        (inReceptacle Statue_bar__plus_01_dot_52_bar__plus_00_dot_54_bar__plus_01_dot_27 CoffeeTable_bar__minus_06_dot_72_bar__plus_00_dot_01_bar__plus_00_dot_00)
        (objectAtLocation Statue_bar__plus_01_dot_52_bar__plus_00_dot_54_bar__plus_01_dot_27 loc_bar__minus_25_bar_4_bar_2_bar_30)
        (pickupable Statue_bar__plus_01_dot_52_bar__plus_00_dot_54_bar__plus_01_dot_27)
        (objectType Statue_bar__plus_00_dot_52_bar__plus_00_dot_31_bar__minus_02_dot_02 StatueType)
        (inReceptacle Statue_bar__plus_00_dot_52_bar__plus_00_dot_31_bar__minus_02_dot_02 Dresser_bar__minus_02_dot_56_bar__plus_00_dot_00_bar__plus_04_dot_30)
        (objectAtLocation Statue_bar__plus_00_dot_52_bar__plus_00_dot_31_bar__minus_02_dot_02 loc_bar__minus_11_bar_15_bar_0_bar_30)
        (pickupable Statue_bar__plus_00_dot_52_bar__plus_00_dot_31_bar__minus_02_dot_02)
        (objectType CreditCard_bar__minus_01_dot_68_bar__plus_01_dot_37_bar__minus_02_dot_74 CreditCardType)
        (inReceptacle CreditCard_bar__minus_01_dot_68_bar__plus_01_dot_37_bar__minus_02_dot_74 Dresser_bar__minus_02_dot_56_bar__plus_00_dot_00_bar__plus_04_dot_30)
        (objectAtLocation CreditCard_bar__minus_01_dot_68_bar__plus_01_dot_37_bar__minus_02_dot_74 loc_bar__minus_11_bar_15_bar_0_bar_30)
        (pickupable CreditCard_bar__minus_01_dot_68_bar__plus_01_dot_37_bar__minus_02_dot_74)
        (objectType Laptop_bar__minus_02_dot_04_bar__plus_00_dot_08_bar__plus_02_dot_83 LaptopType)
        (inReceptacle Laptop_bar__minus_02_dot_04_bar__plus_00_dot_08_bar__plus_02_dot_83 Dresser_bar__minus_00_dot_24_bar__plus_00_dot_01_bar__plus_04_dot_01)
        (objectAtLocation Laptop_bar__minus_02_dot_04_bar__plus_00_dot_08_bar__plus_02_dot_83 loc_bar__minus_4_bar_16_bar_1_bar_30)
        (pickupable Laptop_bar__minus_02_dot_04_bar__plus_00_dot_08_bar__plus_02_dot_83)
        (objectType Newspaper_bar__plus_02_dot_56_bar__plus_00_dot_94_bar__plus_00_dot_02 NewspaperType)
        (inReceptacle Newspaper_bar__plus_02_dot_56_bar__plus_00_dot_94_bar__plus_00_dot_02 Drawer_bar__minus_02_dot_29_bar__plus_00_dot_27_bar__plus_04_dot_17)
        (objectAtLocation Newspaper_bar__plus_02_dot_56_bar__plus_00_dot_94_bar__plus_00_dot_02 loc_bar__minus_13_bar_15_bar_1_bar_30)
        (pickupable Newspaper_bar__plus_02_dot_56_bar__plus_00_dot_94_bar__plus_00_dot_02)
        (objectType Newspaper_bar__plus_01_dot_58_bar__plus_01_dot_18_bar__plus_01_dot_01 NewspaperType)
        (inReceptacle Newspaper_bar__plus_01_dot_58_bar__plus_01_dot_18_bar__plus_01_dot_01 Drawer_bar__minus_00_dot_35_bar__plus_00_dot_21_bar__plus_03_dot_79)
        (objectAtLocation Newspaper_bar__plus_01_dot_58_bar__plus_01_dot_18_bar__plus_01_dot_01 loc_bar__minus_6_bar_13_bar_1_bar_30)
        (pickupable Newspaper_bar__plus_01_dot_58_bar__plus_01_dot_18_bar__plus_01_dot_01)
        (objectType WateringCan_bar__minus_02_dot_76_bar__plus_00_dot_02_bar__plus_01_dot_73 WateringCanType)
        (inReceptacle WateringCan_bar__minus_02_dot_76_bar__plus_00_dot_02_bar__plus_01_dot_73 Drawer_bar__minus_00_dot_35_bar__plus_00_dot_21_bar__plus_03_dot_79)
        (objectAtLocation WateringCan_bar__minus_02_dot_76_bar__plus_00_dot_02_bar__plus_01_dot_73 loc_bar__minus_6_bar_13_bar_1_bar_30)
        (pickupable WateringCan_bar__minus_02_dot_76_bar__plus_00_dot_02_bar__plus_01_dot_73)
        (objectType WateringCan_bar__plus_02_dot_07_bar__plus_00_dot_77_bar__plus_00_dot_52 WateringCanType)
        (inReceptacle WateringCan_bar__plus_02_dot_07_bar__plus_00_dot_77_bar__plus_00_dot_52 CoffeeTable_bar__minus_06_dot_72_bar__plus_00_dot_01_bar__plus_00_dot_00)
        (objectAtLocation WateringCan_bar__plus_02_dot_07_bar__plus_00_dot_77_bar__plus_00_dot_52 loc_bar__minus_25_bar_4_bar_2_bar_30)
        (pickupable WateringCan_bar__plus_02_dot_07_bar__plus_00_dot_77_bar__plus_00_dot_52)
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
                         (objectType ?o StatueType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
