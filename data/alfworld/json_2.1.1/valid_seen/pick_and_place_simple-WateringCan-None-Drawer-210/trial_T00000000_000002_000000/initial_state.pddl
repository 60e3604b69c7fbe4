(define (problem plan_trial_T00000000_000002_000000)
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
        BoxType - otype
        ButterKnifeType - otype
        KnifeType - otype
        LaptopType - otype
        PillowType - otype
        RemoteControlType - otype
        StatueType - otype
        WateringCanType - otype
        WateringCan_bar__plus_02_dot_07_bar__plus_00_dot_22_bar__minus_02_dot_68 - object
        Box_bar__plus_00_dot_51_bar__plus_00_dot_24_bar__minus_01_dot_44 - object
        Laptop_bar__plus_00_dot_79_bar__plus_00_dot_30_bar__minus_01_dot_71 - object
        Pillow_bar__plus_01_dot_46_bar__plus_01_dot_14_bar__plus_02_dot_62 - object
        RemoteControl_bar__plus_01_dot_50_bar__plus_00_dot_16_bar__plus_01_dot_40 - object
        Statue_bar__minus_02_dot_21_bar__plus_00_dot_62_bar__minus_01_dot_08 - object
        ArmChair_bar__minus_04_dot_39_bar__plus_00_dot_01_bar__plus_01_dot_40 - receptacle
        CoffeeTable_bar__minus_04_dot_29_bar__plus_00_dot_01_bar__plus_00_dot_41 - receptacle
        Drawer_bar__minus_00_dot_35_bar__plus_00_dot_21_bar__plus_04_dot_23 - receptacle
        Drawer_bar__minus_02_dot_29_bar__plus_00_dot_27_bar__plus_04_dot_17 - receptacle
        Drawer_bar__minus_02_dot_84_bar__plus_00_dot_75_bar__plus_04_dot_17 - receptacle
        Dresser_bar__minus_02_dot_56_bar__plus_00_dot_00_bar__plus_04_dot_30 - receptacle
        loc_bar__minus_11_bar_15_bar_0_bar_30 - location
        loc_bar__minus_13_bar_15_bar_1_bar_30 - location
        loc_bar__minus_13_bar_5_bar_3_bar_30 - location
        loc_bar__minus_14_bar_15_bar_1_bar_30 - location
        loc_bar__minus_21_bar_3_bar_1_bar_30 - location
        loc_bar__minus_3_bar_6_bar_3_bar_30 - location
        loc_bar__minus_6_bar_15_bar_1_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_3_bar_6_bar_3_bar_30)
        (receptacleType ArmChair_bar__minus_04_dot_39_bar__plus_00_dot_01_bar__plus_01_dot_40 ArmChairType)
        (receptacleAtLocation ArmChair_bar__minus_04_dot_39_bar__plus_00_dot_01_bar__plus_01_dot_40 loc_bar__minus_13_bar_5_bar_3_bar_30)
        (receptacleType CoffeeTable_bar__minus_04_dot_29_bar__plus_00_dot_01_bar__plus_00_dot_41 CoffeeTableType)
        (receptacleAtLocation CoffeeTable_bar__minus_04_dot_29_bar__plus_00_dot_01_bar__plus_00_dot_41 loc_bar__minus_21_bar_3_bar_1_bar_30)
        (receptacleType Drawer_bar__minus_00_dot_35_bar__plus_00_dot_21_bar__plus_04_dot_23 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_35_bar__plus_00_dot_21_bar__plus_04_dot_23 loc_bar__minus_6_bar_15_bar_1_bar_30)
        (openable Drawer_bar__minus_00_dot_35_bar__plus_00_dot_21_bar__plus_04_dot_23)
        (receptacleType Drawer_bar__minus_02_dot_29_bar__plus_00_dot_27_bar__plus_04_dot_17 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_02_dot_29_bar__plus_00_dot_27_bar__plus_04_dot_17 loc_bar__minus_13_bar_15_bar_1_bar_30)
        (openable Drawer_bar__minus_02_dot_29_bar__plus_00_dot_27_bar__plus_04_dot_17)
        (receptacleType Drawer_bar__minus_02_dot_84_bar__plus_00_dot_75_bar__plus_04_dot_17 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_02_dot_84_bar__plus_00_dot_75_bar__plus_04_dot_17 loc_bar__minus_14_bar_15_bar_1_bar_30)
        (openable Drawer_bar__minus_02_dot_84_bar__plus_00_dot_75_bar__plus_04_dot_17)
        (receptacleType Dresser_bar__minus_02_dot_56_bar__plus_00_dot_00_bar__plus_04_dot_30 DresserType)
        (receptacleAtLocation Dresser_bar__minus_02_dot_56_bar__plus_00_dot_00_bar__plus_04_dot_30 loc_bar__minus_11_bar_15_bar_0_bar_30)
        (canContain ArmChairType BoxType)
        (canContain ArmChairType LaptopType)
        (canContain ArmChairType PillowType)
        (canContain ArmChairType RemoteControlType)
        (canContain CoffeeTableType BoxType)
        (canContain CoffeeTableType ButterKnifeType)
        (canContain CoffeeTableType KnifeType)
        (canContain CoffeeTableType LaptopType)
        (canContain CoffeeTableType RemoteControlType)
        (canContain CoffeeTableType StatueType)
        (canContain CoffeeTableType WateringCanType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType RemoteControlType)
        (canContain DrawerType WateringCanType)
        (canContain DresserType BoxType)
        (canContain DresserType LaptopType)
        (canContain DresserType RemoteControlType)
        (canContain DresserType StatueType)
        (canContain DresserType WateringCanType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (objectType WateringCan_bar__plus_02_dot_07_bar__plus_00_dot_22_bar__minus_02_dot_68 WateringCanType)
        (inReceptacle WateringCan_bar__plus_02_dot_07_bar__plus_00_dot_22_bar__minus_02_dot_68 CoffeeTable_bar__minus_04_dot_29_bar__plus_00_dot_01_bar__plus_00_dot_41)
        (objectAtLocation WateringCan_bar__plus_02_dot_07_bar__plus_00_dot_22_bar__minus_02_dot_68 loc_bar__minus_21_bar_3_bar_1_bar_30)
        (pickupable WateringCan_bar__plus_02_dot_07_bar__plus_00_dot_22_bar__minus_02_dot_68)
        (objectType Box_bar__plus_00_dot_51_bar__plus_00_dot_24_bar__minus_01_dot_44 BoxType)
        (inReceptacle Box_bar__plus_00_dot_51_bar__plus_00_dot_24_bar__minus_01_dot_44 Dresser_bar__minus_02_dot_56_bar__plus_00_dot_00_bar__plus_04_dot_30)
        (objectAtLocation Box_bar__plus_00_dot_51_bar__plus_00_dot_24_bar__minus_01_dot_44 loc_bar__minus_11_bar_15_bar_0_bar_30)
        (pickupable Box_bar__plus_00_dot_51_bar__plus_00_dot_24_bar__minus_01_dot_44)
        (isReceptacleObject Box_bar__plus_00_dot_51_bar__plus_00_dot_24_bar__minus_01_dot_44)
        (objectType Laptop_bar__plus_00_dot_79_bar__plus_00_dot_30_bar__minus_01_dot_71 LaptopType)
        (inReceptacle Laptop_bar__plus_00_dot_79_bar__plus_00_dot_30_bar__minus_01_dot_71 ArmChair_bar__minus_04_dot_39_bar__plus_00_dot_01_bar__plus_01_dot_40)
        (objectAtLocation Laptop_bar__plus_00_dot_79_bar__plus_00_dot_30_bar__minus_01_dot_71 loc_bar__minus_13_bar_5_bar_3_bar_30)
        (pickupable Laptop_bar__plus_00_dot_79_bar__plus_00_dot_30_bar__minus_01_dot_71)
        (objectType Pillow_bar__plus_01_dot_46_bar__plus_01_dot_14_bar__plus_02_dot_62 PillowType)
        (inReceptacle Pillow_bar__plus_01_dot_46_bar__plus_01_dot_14_bar__plus_02_dot_62 ArmChair_bar__minus_04_dot_39_bar__plus_00_dot_01_bar__plus_01_dot_40)
        (objectAtLocation Pillow_bar__plus_01_dot_46_bar__plus_01_dot_14_bar__plus_02_dot_62 loc_bar__minus_13_bar_5_bar_3_bar_30)
        (pickupable Pillow_bar__plus_01_dot_46_bar__plus_01_dot_14_bar__plus_02_dot_62)
        (objectType RemoteControl_bar__plus_01_dot_50_bar__plus_00_dot_16_bar__plus_01_dot_40 RemoteControlType)
        (inReceptacle RemoteControl_bar__plus_01_dot_50_bar__plus_00_dot_16_bar__plus_01_dot_40 Drawer_bar__minus_02_dot_29_bar__plus_00_dot_27_bar__plus_04_dot_17)
        (objectAtLocation RemoteControl_bar__plus_01_dot_50_bar__plus_00_dot_16_bar__plus_01_dot_40 loc_bar__minus_13_bar_15_bar_1_bar_30)
        (pickupable RemoteControl_bar__plus_01_dot_50_bar__plus_00_dot_16_bar__plus_01_dot_40)
        (objectType Statue_bar__minus_02_dot_21_bar__plus_00_dot_62_bar__minus_01_dot_08 StatueType)
        (inReceptacle Statue_bar__minus_02_dot_21_bar__plus_00_dot_62_bar__minus_01_dot_08 Dresser_bar__minus_02_dot_56_bar__plus_00_dot_00_bar__plus_04_dot_30)
        (objectAtLocation Statue_bar__minus_02_dot_21_bar__plus_00_dot_62_bar__minus_01_dot_08 loc_bar__minus_11_bar_15_bar_0_bar_30)
        (pickupable Statue_bar__minus_02_dot_21_bar__plus_00_dot_62_bar__minus_01_dot_08)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o WateringCanType)
                            (receptacleType ?r DrawerType)
                        )
                    )
                )
            )
        )
    )
