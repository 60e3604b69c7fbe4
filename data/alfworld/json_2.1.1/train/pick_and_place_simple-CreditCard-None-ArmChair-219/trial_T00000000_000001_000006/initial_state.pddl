(define (problem plan_trial_T00000000_000001_000006)
(:domain alfred)
(:objects
        agent1 - agent
        ArmChairType - rtype
        CabinetType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        ShelfType - rtype
        SinkBasinType - rtype
        BoxType - otype
        ButterKnifeType - otype
        CellPhoneType - otype
        CreditCardType - otype
        KeyChainType - otype
        KnifeType - otype
        LaptopType - otype
        PillowType - otype
        RemoteControlType - otype
        StatueType - otype
        WatchType - otype
        CreditCard_bar__plus_02_dot_65_bar__plus_01_dot_48_bar__minus_00_dot_04 - object
        CreditCard_bar__minus_01_dot_11_bar__plus_00_dot_55_bar__minus_02_dot_48 - object
        Box_bar__plus_00_dot_48_bar__plus_00_dot_08_bar__plus_01_dot_52 - object
        CellPhone_bar__minus_01_dot_42_bar__plus_00_dot_80_bar__minus_02_dot_03 - object
        CellPhone_bar__minus_01_dot_97_bar__plus_00_dot_82_bar__minus_01_dot_13 - object
        KeyChain_bar__plus_00_dot_57_bar__plus_00_dot_66_bar__plus_01_dot_71 - object
        KeyChain_bar__minus_01_dot_52_bar__plus_00_dot_72_bar__plus_02_dot_15 - object
        Laptop_bar__minus_02_dot_43_bar__plus_00_dot_30_bar__plus_02_dot_64 - object
        Laptop_bar__minus_02_dot_33_bar__plus_01_dot_37_bar__plus_02_dot_93 - object
        Pillow_bar__minus_01_dot_93_bar__plus_00_dot_94_bar__plus_02_dot_28 - object
        Pillow_bar__minus_02_dot_69_bar__plus_00_dot_61_bar__minus_01_dot_65 - object
        RemoteControl_bar__plus_00_dot_86_bar__plus_00_dot_34_bar__plus_00_dot_42 - object
        Statue_bar__plus_01_dot_79_bar__plus_00_dot_42_bar__minus_00_dot_62 - object
        Statue_bar__minus_02_dot_51_bar__plus_00_dot_84_bar__plus_00_dot_10 - object
        Watch_bar__minus_00_dot_94_bar__plus_00_dot_47_bar__plus_01_dot_57 - object
        Watch_bar__plus_00_dot_80_bar__plus_01_dot_15_bar__minus_01_dot_64 - object
        ArmChair_bar__minus_01_dot_84_bar__minus_00_dot_01_bar__plus_04_dot_51 - receptacle
        Cabinet_bar__minus_03_dot_87_bar__plus_00_dot_56_bar__plus_04_dot_20 - receptacle
        Drawer_bar__minus_03_dot_57_bar__plus_01_dot_01_bar__plus_04_dot_30 - receptacle
        Drawer_bar__minus_04_dot_74_bar__plus_01_dot_01_bar__plus_04_dot_30 - receptacle
        Drawer_bar__minus_05_dot_02_bar__plus_00_dot_88_bar__plus_00_dot_37 - receptacle
        Shelf_bar__minus_00_dot_22_bar__plus_00_dot_58_bar__plus_01_dot_00 - receptacle
        Shelf_bar__minus_01_dot_29_bar__plus_01_dot_09_bar__plus_00_dot_23 - receptacle
        Shelf_bar__minus_05_dot_24_bar__plus_01_dot_39_bar__plus_00_dot_09 - receptacle
        loc_bar_0_bar__minus_3_bar_1_bar_30 - location
        loc_bar__minus_14_bar_15_bar_0_bar_30 - location
        loc_bar__minus_16_bar_4_bar_3_bar_30 - location
        loc_bar__minus_18_bar_14_bar_0_bar_30 - location
        loc_bar__minus_19_bar_15_bar_0_bar_30 - location
        loc_bar__minus_19_bar_4_bar_2_bar_0 - location
        loc_bar__minus_4_bar_4_bar_1_bar_30 - location
        loc_bar__minus_7_bar_14_bar_0_bar_30 - location
        loc_bar__minus_7_bar_6_bar_2_bar_0 - location
        )
(:init
        (atLocation agent1 loc_bar_0_bar__minus_3_bar_1_bar_30)
        (receptacleType ArmChair_bar__minus_01_dot_84_bar__minus_00_dot_01_bar__plus_04_dot_51 ArmChairType)
        (receptacleAtLocation ArmChair_bar__minus_01_dot_84_bar__minus_00_dot_01_bar__plus_04_dot_51 loc_bar__minus_7_bar_14_bar_0_bar_30)
        (receptacleType Cabinet_bar__minus_03_dot_87_bar__plus_00_dot_56_bar__plus_04_dot_20 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_03_dot_87_bar__plus_00_dot_56_bar__plus_04_dot_20 loc_bar__minus_18_bar_14_bar_0_bar_30)
        (openable Cabinet_bar__minus_03_dot_87_bar__plus_00_dot_56_bar__plus_04_dot_20)
        (receptacleType Drawer_bar__minus_03_dot_57_bar__plus_01_dot_01_bar__plus_04_dot_30 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_03_dot_57_bar__plus_01_dot_01_bar__plus_04_dot_30 loc_bar__minus_14_bar_15_bar_0_bar_30)
        (openable Drawer_bar__minus_03_dot_57_bar__plus_01_dot_01_bar__plus_04_dot_30)
        (receptacleType Drawer_bar__minus_04_dot_74_bar__plus_01_dot_01_bar__plus_04_dot_30 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_04_dot_74_bar__plus_01_dot_01_bar__plus_04_dot_30 loc_bar__minus_19_bar_15_bar_0_bar_30)
        (openable Drawer_bar__minus_04_dot_74_bar__plus_01_dot_01_bar__plus_04_dot_30)
        (receptacleType Drawer_bar__minus_05_dot_02_bar__plus_00_dot_88_bar__plus_00_dot_37 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_05_dot_02_bar__plus_00_dot_88_bar__plus_00_dot_37 loc_bar__minus_16_bar_4_bar_3_bar_30)
        (openable Drawer_bar__minus_05_dot_02_bar__plus_00_dot_88_bar__plus_00_dot_37)
        (receptacleType Shelf_bar__minus_00_dot_22_bar__plus_00_dot_58_bar__plus_01_dot_00 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_00_dot_22_bar__plus_00_dot_58_bar__plus_01_dot_00 loc_bar__minus_4_bar_4_bar_1_bar_30)
        (receptacleType Shelf_bar__minus_01_dot_29_bar__plus_01_dot_09_bar__plus_00_dot_23 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_01_dot_29_bar__plus_01_dot_09_bar__plus_00_dot_23 loc_bar__minus_7_bar_6_bar_2_bar_0)
        (receptacleType Shelf_bar__minus_05_dot_24_bar__plus_01_dot_39_bar__plus_00_dot_09 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_05_dot_24_bar__plus_01_dot_39_bar__plus_00_dot_09 loc_bar__minus_19_bar_4_bar_2_bar_0)
        (canContain ArmChairType BoxType)
        (canContain ArmChairType CellPhoneType)
        (canContain ArmChairType CreditCardType)
        (canContain ArmChairType KeyChainType)
        (canContain ArmChairType LaptopType)
        (canContain ArmChairType PillowType)
        (canContain ArmChairType RemoteControlType)
        (canContain CabinetType BoxType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType CellPhoneType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType RemoteControlType)
        (canContain DrawerType WatchType)
        (canContain ShelfType BoxType)
        (canContain ShelfType CellPhoneType)
        (canContain ShelfType CreditCardType)
        (canContain ShelfType KeyChainType)
        (canContain ShelfType RemoteControlType)
        (canContain ShelfType StatueType)
        (canContain ShelfType WatchType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (objectType CreditCard_bar__plus_02_dot_65_bar__plus_01_dot_48_bar__minus_00_dot_04 CreditCardType)
        (inReceptacle CreditCard_bar__plus_02_dot_65_bar__plus_01_dot_48_bar__minus_00_dot_04 Drawer_bar__minus_05_dot_02_bar__plus_00_dot_88_bar__plus_00_dot_37)
        (objectAtLocation CreditCard_bar__plus_02_dot_65_bar__plus_01_dot_48_bar__minus_00_dot_04 loc_bar__minus_16_bar_4_bar_3_bar_30)
        (pickupable CreditCard_bar__plus_02_dot_65_bar__plus_01_dot_48_bar__minus_00_dot_04)
        (objectType CreditCard_bar__minus_01_dot_11_bar__plus_00_dot_55_bar__minus_02_dot_48 CreditCardType)
        (inReceptacle CreditCard_bar__minus_01_dot_11_bar__plus_00_dot_55_bar__minus_02_dot_48 Shelf_bar__minus_01_dot_29_bar__plus_01_dot_09_bar__plus_00_dot_23)
        (objectAtLocation CreditCard_bar__minus_01_dot_11_bar__plus_00_dot_55_bar__minus_02_dot_48 loc_bar__minus_7_bar_6_bar_2_bar_0)
        (pickupable CreditCard_bar__minus_01_dot_11_bar__plus_00_dot_55_bar__minus_02_dot_48)
        (objectType Box_bar__plus_00_dot_48_bar__plus_00_dot_08_bar__plus_01_dot_52 BoxType)
        (inReceptacle Box_bar__plus_00_dot_48_bar__plus_00_dot_08_bar__plus_01_dot_52 Cabinet_bar__minus_03_dot_87_bar__plus_00_dot_56_bar__plus_04_dot_20)
        (objectAtLocation Box_bar__plus_00_dot_48_bar__plus_00_dot_08_bar__plus_01_dot_52 loc_bar__minus_18_bar_14_bar_0_bar_30)
        (pickupable Box_bar__plus_00_dot_48_bar__plus_00_dot_08_bar__plus_01_dot_52)
        (isReceptacleObject Box_bar__plus_00_dot_48_bar__plus_00_dot_08_bar__plus_01_dot_52)
        (objectType CellPhone_bar__minus_01_dot_42_bar__plus_00_dot_80_bar__minus_02_dot_03 CellPhoneType)
        (inReceptacle CellPhone_bar__minus_01_dot_42_bar__plus_00_dot_80_bar__minus_02_dot_03 Drawer_bar__minus_04_dot_74_bar__plus_01_dot_01_bar__plus_04_dot_30)
        (objectAtLocation CellPhone_bar__minus_01_dot_42_bar__plus_00_dot_80_bar__minus_02_dot_03 loc_bar__minus_19_bar_15_bar_0_bar_30)
        (pickupable CellPhone_bar__minus_01_dot_42_bar__plus_00_dot_80_bar__minus_02_dot_03)
        (objectType CellPhone_bar__minus_01_dot_97_bar__plus_00_dot_82_bar__minus_01_dot_13 CellPhoneType)
        (inReceptacle CellPhone_bar__minus_01_dot_97_bar__plus_00_dot_82_bar__minus_01_dot_13 Shelf_bar__minus_01_dot_29_bar__plus_01_dot_09_bar__plus_00_dot_23)
        (objectAtLocation CellPhone_bar__minus_01_dot_97_bar__plus_00_dot_82_bar__minus_01_dot_13 loc_bar__minus_7_bar_6_bar_2_bar_0)
        (pickupable CellPhone_bar__minus_01_dot_97_bar__plus_00_dot_82_bar__minus_01_dot_13)
        (objectType KeyChain_bar__plus_00_dot_57_bar__plus_00_dot_66_bar__plus_01_dot_71 KeyChainType)
        (inReceptacle KeyChain_bar__plus_00_dot_57_bar__plus_00_dot_66_bar__plus_01_dot_71 Shelf_bar__minus_00_dot_22_bar__plus_00_dot_58_bar__plus_01_dot_00)
        (objectAtLocation KeyChain_bar__plus_00_dot_57_bar__plus_00_dot_66_bar__plus_01_dot_71 loc_bar__minus_4_bar_4_bar_1_bar_30)
        (pickupable KeyChain_bar__plus_00_dot_57_bar__plus_00_dot_66_bar__plus_01_dot_71)
        (objectType KeyChain_bar__minus_01_dot_52_bar__plus_00_dot_72_bar__plus_02_dot_15 KeyChainType)
        (inReceptacle KeyChain_bar__minus_01_dot_52_bar__plus_00_dot_72_bar__plus_02_dot_15 ArmChair_bar__minus_01_dot_84_bar__minus_00_dot_01_bar__plus_04_dot_51)
        (objectAtLocation KeyChain_bar__minus_01_dot_52_bar__plus_00_dot_72_bar__plus_02_dot_15 loc_bar__minus_7_bar_14_bar_0_bar_30)
        (pickupable KeyChain_bar__minus_01_dot_52_bar__plus_00_dot_72_bar__plus_02_dot_15)
        (objectType Laptop_bar__minus_02_dot_43_bar__plus_00_dot_30_bar__plus_02_dot_64 LaptopType)
        (inReceptacle Laptop_bar__minus_02_dot_43_bar__plus_00_dot_30_bar__plus_02_dot_64 ArmChair_bar__minus_01_dot_84_bar__minus_00_dot_01_bar__plus_04_dot_51)
        (objectAtLocation Laptop_bar__minus_02_dot_43_bar__plus_00_dot_30_bar__plus_02_dot_64 loc_bar__minus_7_bar_14_bar_0_bar_30)
        (pickupable Laptop_bar__minus_02_dot_43_bar__plus_00_dot_30_bar__plus_02_dot_64)
        (objectType Laptop_bar__minus_02_dot_33_bar__plus_01_dot_37_bar__plus_02_dot_93 LaptopType)
        (inReceptacle Laptop_bar__minus_02_dot_33_bar__plus_01_dot_37_bar__plus_02_dot_93 ArmChair_bar__minus_01_dot_84_bar__minus_00_dot_01_bar__plus_04_dot_51)
        (objectAtLocation Laptop_bar__minus_02_dot_33_bar__plus_01_dot_37_bar__plus_02_dot_93 loc_bar__minus_7_bar_14_bar_0_bar_30)
        (pickupable Laptop_bar__minus_02_dot_33_bar__plus_01_dot_37_bar__plus_02_dot_93)
        (objectType Pillow_bar__minus_01_dot_93_bar__plus_00_dot_94_bar__plus_02_dot_28 PillowType)
        (inReceptacle Pillow_bar__minus_01_dot_93_bar__plus_00_dot_94_bar__plus_02_dot_28 ArmChair_bar__minus_01_dot_84_bar__minus_00_dot_01_bar__plus_04_dot_51)
        (objectAtLocation Pillow_bar__minus_01_dot_93_bar__plus_00_dot_94_bar__plus_02_dot_28 loc_bar__minus_7_bar_14_bar_0_bar_30)
        (pickupable Pillow_bar__minus_01_dot_93_bar__plus_00_dot_94_bar__plus_02_dot_28)
        (objectType Pillow_bar__minus_02_dot_69_bar__plus_00_dot_61_bar__minus_01_dot_65 PillowType)
        (inReceptacle Pillow_bar__minus_02_dot_69_bar__plus_00_dot_61_bar__minus_01_dot_65 ArmChair_bar__minus_01_dot_84_bar__minus_00_dot_01_bar__plus_04_dot_51)
        (objectAtLocation Pillow_bar__minus_02_dot_69_bar__plus_00_dot_61_bar__minus_01_dot_65 loc_bar__minus_7_bar_14_bar_0_bar_30)
        (pickupable Pillow_bar__minus_02_dot_69_bar__plus_00_dot_61_bar__minus_01_dot_65)
        (objectType RemoteControl_bar__plus_00_dot_86_bar__plus_00_dot_34_bar__plus_00_dot_42 RemoteControlType)
        (inReceptacle RemoteControl_bar__plus_00_dot_86_bar__plus_00_dot_34_bar__plus_00_dot_42 ArmChair_bar__minus_01_dot_84_bar__minus_00_dot_01_bar__plus_04_dot_51)
        (objectAtLocation RemoteControl_bar__plus_00_dot_86_bar__plus_00_dot_34_bar__plus_00_dot_42 loc_bar__minus_7_bar_14_bar_0_bar_30)
        (pickupable RemoteControl_bar__plus_00_dot_86_bar__plus_00_dot_34_bar__plus_00_dot_42)
        (objectType Statue_bar__plus_01_dot_79_bar__plus_00_dot_42_bar__minus_00_dot_62 StatueType)
        (inReceptacle Statue_bar__plus_01_dot_79_bar__plus_00_dot_42_bar__minus_00_dot_62 Shelf_bar__minus_05_dot_24_bar__plus_01_dot_39_bar__plus_00_dot_09)
        (objectAtLocation Statue_bar__plus_01_dot_79_bar__plus_00_dot_42_bar__minus_00_dot_62 loc_bar__minus_19_bar_4_bar_2_bar_0)
        (pickupable Statue_bar__plus_01_dot_79_bar__plus_00_dot_42_bar__minus_00_dot_62)
        (objectType Statue_bar__minus_02_dot_51_bar__plus_00_dot_84_bar__plus_00_dot_10 StatueType)
        (inReceptacle Statue_bar__minus_02_dot_51_bar__plus_00_dot_84_bar__plus_00_dot_10 Shelf_bar__minus_01_dot_29_bar__plus_01_dot_09_bar__plus_00_dot_23)
        (objectAtLocation Statue_bar__minus_02_dot_51_bar__plus_00_dot_84_bar__plus_00_dot_10 loc_bar__minus_7_bar_6_bar_2_bar_0)
        (pickupable Statue_bar__minus_02_dot_51_bar__plus_00_dot_84_bar__plus_00_dot_10)
        (objectType Watch_bar__minus_00_dot_94_bar__plus_00_dot_47_bar__plus_01_dot_57 WatchType)
        (inReceptacle Watch_bar__minus_00_dot_94_bar__plus_00_dot_47_bar__plus_01_dot_57 Drawer_bar__minus_03_dot_57_bar__plus_01_dot_01_bar__plus_04_dot_30)
        (objectAtLocation Watch_bar__minus_00_dot_94_bar__plus_00_dot_47_bar__plus_01_dot_57 loc_bar__minus_14_bar_15_bar_0_bar_30)
        (pickupable Watch_bar__minus_00_dot_94_bar__plus_00_dot_47_bar__plus_01_dot_57)
        (objectType Watch_bar__plus_00_dot_80_bar__plus_01_dot_15_bar__minus_01_dot_64 WatchType)
        (inReceptacle Watch_bar__plus_00_dot_80_bar__plus_01_dot_15_bar__minus_01_dot_64 Shelf_bar__minus_05_dot_24_bar__plus_01_dot_39_bar__plus_00_dot_09)
        (objectAtLocation Watch_bar__plus_00_dot_80_bar__plus_01_dot_15_bar__minus_01_dot_64 loc_bar__minus_19_bar_4_bar_2_bar_0)
        (pickupable Watch_bar__plus_00_dot_80_bar__plus_01_dot_15_bar__minus_01_dot_64)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o CreditCardType)
                            (receptacleType ?r ArmChairType)
                        )
                    )
                )
            )
        )
    )
